import { Injectable } from '@nestjs/common';
import { isSelectableTemplate } from '@schoolpage/content-contract';
import { RemoteRegistryService } from '../platform/remote-registry.service';
import { SiteEditor } from '../sites/site-editor';
import { TemplateNotSelectableError } from '../sites/site-errors';
import { addressClash, isTemplateChoice, restoreInto, thingOf } from './history-keys';
import { AddressTakenError, ItemNotInVersionError, UnknownThingError, VersionNotFoundError } from './history-errors';
import { versionChanges, type VersionChange } from './version-diff';
import { VersionStore, type VersionRecord } from './version-store';

/** Versions on one page of a thing's history. */
export const HISTORY_PAGE_SIZE = 20;

/** A version as the dashboard is given it. */
export interface ShownVersion {
  id: string;
  historyKey: string;
  at: string;
  by: { name: string; role: string } | null;
  approvalId: string | null;
  state: unknown;
}

const shown = (version: VersionRecord): ShownVersion => ({
  id: version.id,
  historyKey: version.thing,
  at: new Date(version.at).toISOString(),
  by: version.by && { name: version.by.name, role: version.by.role },
  approvalId: version.approvalId,
  state: version.state,
});

/** A school's version history: its things' versions, what each changed, and putting one back. */
@Injectable()
export class HistoryService {
  constructor(
    private readonly versions: VersionStore,
    private readonly sites: SiteEditor,
    private readonly registry: RemoteRegistryService,
  ) {}

  /** One page (from 1) of a thing's versions, newest first. */
  async list(organizationId: string, key: string, page: number) {
    if (!thingOf(key)) throw new UnknownThingError();
    const { items, total } = await this.versions.list(organizationId, key, { skip: (page - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE });
    return { historyKey: key, page, pageSize: HISTORY_PAGE_SIZE, total, versions: items.map(shown) };
  }

  /** The version and what it changed from the one before it. */
  async version(organizationId: string, id: string): Promise<{ version: ShownVersion; previousId: string | null; changes: VersionChange[] }> {
    const version = await this.found(organizationId, id);
    const previous = await this.versions.previous(version);
    return { version: shown(version), previousId: previous?.id ?? null, changes: versionChanges(previous, version) };
  }

  /**
   * Makes the version's state current again (or, with `itemId`, that one item of it) through the one save path, so
   * the restore is a version of its own and goes through every check, approval and announcement of an edit; a page or
   * story whose address another has taken since is refused, changing nothing.
   */
  async restore(organizationId: string, id: string, itemId?: string): Promise<void> {
    const version = await this.found(organizationId, id);
    const thing = thingOf(version.thing);
    if (!thing) throw new VersionNotFoundError();
    if (isTemplateChoice(thing)) return this.restoreTemplate(organizationId, version.state, itemId);
    await this.sites.change(organizationId, (site) => {
      const clash = itemId === undefined ? addressClash(site.content, thing, version.state) : undefined;
      if (clash) throw new AddressTakenError(clash);
      if (!restoreInto(site.content, thing, version.state, version.position, itemId)) throw new ItemNotInVersionError();
    });
  }

  /** The template chosen in a version, chosen again when it still may be (as choosing it on the Templates screen). */
  private async restoreTemplate(organizationId: string, templateName: unknown, itemId: string | undefined): Promise<void> {
    if (itemId !== undefined) throw new ItemNotInVersionError();
    const templates = await this.registry.templates();
    const template = templates.find((candidate) => candidate.name === templateName);
    if (!template || !isSelectableTemplate(templates, template.id)) throw new TemplateNotSelectableError();
    await this.sites.change(organizationId, (site) => {
      site.templateName = template.name;
    });
  }

  private async found(organizationId: string, id: string): Promise<VersionRecord> {
    const version = /^[a-f0-9]{24}$/.test(id) ? await this.versions.find(organizationId, id) : undefined;
    if (!version) throw new VersionNotFoundError();
    return version;
  }
}
