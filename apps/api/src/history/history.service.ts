import { Injectable } from '@nestjs/common';
import { isSelectableTemplate } from '@schoolpage/content-contract';
import { RemoteRegistryService } from '../platform/remote-registry.service';
import { SiteEditor } from '../sites/site-editor';
import { TemplateNotSelectableError } from '../sites/site-errors';
import { restoring } from '../sites/restoring-context';
import { translating } from '../sites/translation-context';
import { addressClash, historyKey, isTemplateChoice, restoreInto, thingOf } from './history-keys';
import { AddressTakenError, ItemNotInVersionError, UnknownThingError, VersionNotFoundError } from './history-errors';
import { versionChanges, type VersionChange } from './version-diff';
import { itemTextsPath, keptItemTranslations, TRANSLATION_VERSIONS_LOOKED_AT, withItemTranslations } from './item-translations';
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
    // A version is the site as stored, every language at once: it is put back so whatever language the dashboard
    // edits in (no translating), and tells no parent anew of what it brings back (restoring).
    return translating.exit(() =>
      restoring.run(true, async () => {
        if (isTemplateChoice(thing)) return this.restoreTemplate(organizationId, version.state, itemId);
        const textsPath = version.state === null ? undefined : itemTextsPath(thing, itemId);
        const translations = textsPath ? keptItemTranslations(await this.keptTranslations(organizationId), textsPath) : {};
        await this.sites.change(organizationId, (site) => {
          const clash = itemId === undefined ? addressClash(site.content, thing, version.state) : undefined;
          if (clash) throw new AddressTakenError(clash);
          if (!restoreInto(site.content, thing, version.state, version.position, itemId)) throw new ItemNotInVersionError();
          withItemTranslations(site.content, translations);
        });
      }),
    );
  }

  /** The newest versions' states of the languages' texts, newest first. */
  private async keptTranslations(organizationId: string): Promise<unknown[]> {
    const { items } = await this.versions.list(organizationId, historyKey({ kind: 'section', field: 'translations' }), { skip: 0, limit: TRANSLATION_VERSIONS_LOOKED_AT });
    return items.map((version) => version.state);
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
