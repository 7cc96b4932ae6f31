import { HISTORY_ITEM_LISTS, type SiteTranslations } from '@schoolpage/content-contract';
import type { StoredContent } from '../sites/recently-deleted';
import type { Thing } from './history-keys';

/** Versions of the languages' texts looked through for a restored item's translations (the newest first). */
export const TRANSLATION_VERSIONS_LOOKED_AT = 20;

/**
 * Where an item's texts are translated (languages/translations.ts: `faq/#<id>/question`): the start of their paths,
 * for the item a restore brings back (`itemId` of a list section, or a page, story or circular); undefined otherwise.
 */
export function itemTextsPath(thing: Thing, itemId?: string): string | undefined {
  if (itemId !== undefined) return thing.kind === 'section' ? `${thing.field}/#${itemId}/` : undefined;
  if (thing.kind === 'page' || thing.kind === 'news' || thing.kind === 'circular') return `${HISTORY_ITEM_LISTS[thing.kind]}/#${thing.id}/`;
  return undefined;
}

/**
 * The translations of the item whose texts' paths start with `path`, by language, as the newest of `kept` (versions of
 * the languages' texts, newest first) that had any in that language: a later edit in another language forgets the
 * translations of an item deleted since, and a restored item comes back in every language it had.
 */
export function keptItemTranslations(kept: readonly unknown[], path: string): SiteTranslations {
  const found: SiteTranslations = {};
  for (const state of kept) {
    if (typeof state !== 'object' || state === null) continue;
    for (const [language, fields] of Object.entries(state as SiteTranslations)) {
      if (found[language] || typeof fields !== 'object' || fields === null) continue;
      const own = Object.entries(fields).filter(([field]) => field.startsWith(path));
      if (own.length > 0) found[language] = Object.fromEntries(own);
    }
  }
  return found;
}

/** `content` (changed in place) with the item's `kept` translations where it has none of its own now. */
export function withItemTranslations(content: StoredContent, kept: SiteTranslations): void {
  const all = content;
  for (const [language, fields] of Object.entries(kept)) {
    const now = (all.translations ??= {})[language] ?? {};
    all.translations[language] = { ...fields, ...now };
  }
}
