import { siteLanguagesOf, type SiteLanguages } from '../languages/site-languages';
import english from './updates-words/en.json';

/**
 * What a school's updates pages, their mails and their notifications say to a parent, beyond the school's own words:
 * one catalogue per language (`updates-words/<code>.json`, read by `updatesWordsIn`), English the words of
 * SUBSCRIPTION_MESSAGES, PUSH_PAGE_TEXT and the other constants of this folder. The API's JSON answers stay English.
 */
export type UpdatesWordId = keyof typeof english;
export type UpdatesWords = Readonly<Record<UpdatesWordId, string>>;

export const UPDATES_WORDS_EN: UpdatesWords = english;

/** A word with its `{name}` places filled in. */
export function updatesText(words: UpdatesWords, id: UpdatesWordId, values: Readonly<Record<string, string | number>> = {}): string {
  return words[id].replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/**
 * The language a parent reads a school's updates in: the one asked for when it is one of the site's languages
 * (a page, a form or a subscription says it), else the site's default.
 */
export function updatesLanguage(content: { languages?: SiteLanguages }, said: unknown): string {
  const languages = siteLanguagesOf(content);
  return typeof said === 'string' && languages.languages.includes(said) ? said : languages.default;
}
