import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type SchoolSuggestion } from '@schoolpage/content-contract';
import { fetchSuggestions } from '../organizations/organization-search';

export interface Suggestions {
  /** `loading` from the first keystroke until the answer for the settled query arrives. */
  status: 'idle' | 'loading' | 'done';
  /** The query the suggestions answer. */
  query: string;
  items: SchoolSuggestion[];
}

const IDLE: Suggestions = { status: 'idle', query: '', items: [] };

/** Suggestions for a typed query, asked for once typing has stopped for 300 ms (spec §4, §9). */
export function useSuggestions(typed: string): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>(IDLE);
  const query = typed.trim();

  useEffect(() => {
    if (!query) {
      setSuggestions(IDLE);
      return;
    }
    setSuggestions((current) => ({ ...current, status: 'loading' }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then((items) => setSuggestions({ status: 'done', query, items }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec §8: a failed suggestion fetch is logged and the loading indicator stops.
          console.warn('Search suggestions failed', error);
          setSuggestions({ status: 'idle', query, items: [] });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return suggestions;
}
