import { useSyncExternalStore } from 'react';
import { LANGUAGES_API_PATH } from '@schoolpage/content-contract';

/**
 * The language the dashboard edits the site's texts in (#29): undefined for the site's default language. While
 * another is chosen, every dashboard API call names it (`?lang=<code>`), so each page reads and saves that
 * language's texts only; the page is drawn again when it changes. Kept for the visit in the tab's session storage
 * (a reload keeps it; a new visit edits the default).
 */
const STORAGE_KEY = 'schoolpage.editingLanguage';

function stored(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

let editing: string | undefined = typeof sessionStorage === 'undefined' ? undefined : stored();
const listeners = new Set<() => void>();

export function editingLanguage(): string | undefined {
  return editing;
}

export function setEditingLanguage(language: string | undefined): void {
  if (language === editing) return;
  editing = language;
  try {
    if (language) sessionStorage.setItem(STORAGE_KEY, language);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEditingLanguage(): string | undefined {
  return useSyncExternalStore(subscribe, editingLanguage, editingLanguage);
}

/** `path` naming the editing language, for a dashboard route of the site's content (not the languages themselves). */
export function inEditingLanguage(path: string): string {
  if (!editing || !path.startsWith('/api/dashboard/') || path.startsWith(LANGUAGES_API_PATH)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(editing)}`;
}
