import { useEffect, useSyncExternalStore } from 'react';
import { LANGUAGES_API_PATH, type SupportedLanguage, type TranslationState } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { apiRequest } from '../api/api-request';
import { editingLanguage, setEditingLanguage } from './editing-language';

/** What `GET LANGUAGES_API_PATH` answers: the site's languages, the supported ones and each language's progress. */
export interface SiteLanguagesAnswer {
  default: string;
  languages: string[];
  supported: SupportedLanguage[];
  progress: TranslationState[];
}

export function readSiteLanguages(body: ApiAnswer): SiteLanguagesAnswer {
  return {
    default: typeof body.default === 'string' ? body.default : 'en',
    languages: Array.isArray(body.languages) ? (body.languages as string[]) : ['en'],
    supported: Array.isArray(body.supported) ? (body.supported as SupportedLanguage[]) : [],
    progress: Array.isArray(body.progress) ? (body.progress as TranslationState[]) : [],
  };
}

/** The site's languages, read once for the dashboard and again after they are saved (top bar and Languages page share it). */
let current: SiteLanguagesAnswer | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function take(answer: SiteLanguagesAnswer): void {
  current = answer;
  // A language the site no longer has is not edited any more.
  const editing = editingLanguage();
  if (editing && (editing === answer.default || !answer.languages.includes(editing))) setEditingLanguage(undefined);
  for (const listener of listeners) listener();
}

/** Reads the site's languages again (after a save elsewhere, or a change of the texts' progress). */
export function reloadSiteLanguages(): Promise<void> {
  reading = apiRequest(LANGUAGES_API_PATH)
    .then((body) => take(readSiteLanguages(body)))
    .catch((error: unknown) => console.error(`GET ${LANGUAGES_API_PATH} failed`, error));
  return reading;
}

/** Takes the answer of a save as what the site's languages now are. */
export function siteLanguagesSaved(body: ApiAnswer): void {
  take(readSiteLanguages(body));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's languages (undefined until read). */
export function useSiteLanguages(): SiteLanguagesAnswer | undefined {
  useEffect(() => {
    if (!reading) void reloadSiteLanguages();
  }, []);
  return useSyncExternalStore(subscribe, () => current, () => current);
}

/** Forgets what was read (a new session, or a test). */
export function forgetSiteLanguages(): void {
  current = undefined;
  reading = undefined;
}
