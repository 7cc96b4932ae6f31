import { Injectable, Logger } from '@nestjs/common';
import { writesTexts, changeInLanguage, LANGUAGE_MESSAGES, sameDefaultTexts, translatedContent } from '@schoolpage/content-contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '../common/domain-error';
import { FileStore } from '../files/file-store';
import { OwnFiles } from '../files/own-files';
import { KeptFiles } from '../files/kept-files';
import { fileKeysDropped } from '../files/stored-file-urls';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { SiteRepository, type SiteRecord } from '../storage/persistence/site.repository';
import { proposals } from './proposal-context';
import { restoring } from './restoring-context';
import { translating } from './translation-context';
import { keptDeleted, type StoredContent } from './recently-deleted';
import { SiteChanges } from './site-changes';
import { SiteSaves } from './site-saves';
import { ContentTooLargeError, ListFullError, SiteBusyError, SiteNotFoundError } from './site-errors';
import { siteLimitProblem } from './site-limits';

/** How many times a change is re-read and re-applied when another writer saved first. */
export const MAX_SAVE_ATTEMPTS = 25;

/** The draft an edit works on: a private copy of the stored site. */
export type EditableSite = SiteRecord & { content: StoredContent };

/**
 * The save loop every change to a school's site goes through. Each change re-reads the site document,
 * applies a pure edit and saves with the version it read; on a conflict it tries again (bounded). A
 * change that grows a list or the content past its limit (site-limits.ts), or that points a rich text at a file
 * that is not the school's own (OwnFiles), is refused before it is saved.
 * Files the site's file fields stop pointing at are removed only after the save, and only when they are
 * the site's own. Refusals are domain errors (site-errors.ts); the API's exception filter answers them.
 */
@Injectable()
export class SiteEditor {
  private readonly logger = new Logger('Sites');

  constructor(
    private readonly sites: SiteRepository,
    private readonly files: FileStore,
    private readonly changes: SiteChanges,
    private readonly fileOwners: FileOwnerRepository,
    private readonly ownFiles: OwnFiles,
    private readonly saves: SiteSaves,
    private readonly keptFiles: KeptFiles,
  ) {}

  /**
   * The site as stored, or, while a request works in another of the site's languages (translation-context.ts),
   * as it reads in that language (`asStored` reads it as stored regardless).
   */
  async read(organizationId: string, { asStored = false } = {}): Promise<SiteRecord> {
    const site = await this.sites.find(organizationId);
    if (!site) throw new SiteNotFoundError();
    const language = asStored ? undefined : translating.getStore()?.language;
    return language ? { ...site, content: translatedContent(site.content, language) } : site;
  }

  /** Applies `edit` to a fresh copy of the site and saves it; returns what `edit` returned. */
  async change<R>(organizationId: string, edit: (site: EditableSite) => R): Promise<R> {
    for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt++) {
      const stored = await this.read(organizationId, { asStored: true });
      const language = translating.getStore()?.language;
      const { draft, result } = language ? this.inLanguage(stored, edit, language) : this.asStored(stored, edit);
      if (draft.content.recentlyDeleted) draft.content.recentlyDeleted = keptDeleted(draft.content.recentlyDeleted, Date.now());
      // Pictures and files a rich text gains must be the school's own, whatever holds the text (own-files.ts).
      await this.ownFiles.checkRichTexts(organizationId, stored.content, draft.content);
      const problem = siteLimitProblem(stored.content, draft.content);
      if (problem) throw problem.reason === 'listFull' ? new ListFullError(problem.max) : new ContentTooLargeError();
      const proposed = proposals.getStore();
      if (proposed) {
        // A contributor's edit is kept for approval, not saved (sites/proposal-context.ts).
        proposed.push({ organizationId, before: stored.content, after: draft.content, restore: restoring.getStore() === true });
        return result;
      }
      const { version: _read, ...next } = draft;
      if (await this.sites.save(next, stored.version)) {
        this.changes.changed(organizationId);
        await this.saves.saved(organizationId, { content: stored.content, templateName: stored.templateName }, { content: draft.content, templateName: draft.templateName });
        // A file the site no longer points at goes, unless a kept version still does (history/: KeptFiles).
        await this.removeOwnFiles(organizationId, await this.keptFiles.notKept(organizationId, fileKeysDropped(stored.content, draft.content)));
        return result;
      }
      await sleep(Math.random() * 4 * attempt);
    }
    throw new SiteBusyError();
  }

  /** `edit` applied to a copy of the site as stored. */
  private asStored<R>(stored: SiteRecord, edit: (site: EditableSite) => R): { draft: EditableSite; result: R } {
    const draft = structuredClone(stored) as EditableSite;
    return { draft, result: edit(draft) };
  }

  /**
   * `edit` made while a request works in `language` (translation-context.ts): the one place where a write in another
   * language is kept from the default language's texts. A change that brings no new text (removing, moving,
   * restoring, a file, a date, a colour) is made as without a language; one that types texts works on the site as it
   * reads in the language and saves those texts as its translations (languages/translations.ts, changeInLanguage).
   */
  private inLanguage<R>(stored: SiteRecord, edit: (site: EditableSite) => R, language: string): { draft: EditableSite; result: R } {
    try {
      const plain = this.asStored(stored, edit);
      if (!writesTexts(stored.content, plain.draft.content)) return plain;
    } catch {
      // Refused as the default language reads (an item named in the language's words): tried in the language below.
    }
    const draft = structuredClone(stored) as EditableSite;
    const before = translatedContent(stored.content, language);
    draft.content = translatedContent(stored.content, language);
    const result = edit(draft);
    const change = changeInLanguage(stored.content, before, draft.content, language);
    if ('refused' in change) throw new DomainError('invalid', LANGUAGE_MESSAGES[change.refused]);
    // The guard: whatever a route did, the default language's texts leave this path as they came.
    if (!sameDefaultTexts(stored.content, change.content)) throw new Error(`A change in ${language} reached the default language's texts.`);
    draft.content = change.content;
    const context = translating.getStore();
    if (context) context.translated = true;
    return { draft, result };
  }

  /**
   * Removes the files `keys` names that belong to the site: recorded as its upload, or (files stored
   * before owners were recorded) with no owner on record, as they came from the site's own file fields.
   * A failure leaves an orphan file, never a broken link, so it is only logged.
   */
  private async removeOwnFiles(organizationId: string, keys: Iterable<string>): Promise<void> {
    for (const key of keys) {
      try {
        const owner = await this.fileOwners.ownerOf(key);
        if (owner !== undefined && owner !== organizationId) {
          this.logger.warn(`Site ${organizationId} dropped file ${key} of another site; the file is kept.`);
          continue;
        }
        await this.files.delete(key);
        if (owner !== undefined) await this.fileOwners.forget(key);
      } catch (error) {
        this.logger.warn(`Could not remove file ${key}: ${String(error)}`);
      }
    }
  }
}
