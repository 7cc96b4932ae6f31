import type { ApiAnswer } from '@schoolpage/api-client';

/**
 * The list an answer carries, or undefined when it carries none. Spec §7 names the list (`overview`, `slider`,
 * `vision`...) or `info`; the list is accepted at the top level, inside `info`, or as `info` itself.
 */
export function carriedList<T>(body: ApiAnswer, keys: readonly string[]): T[] | undefined {
  const info = body.info;
  for (const source of [body, info]) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const key of keys) {
      const value = (source as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return Array.isArray(info) ? (info as T[]) : undefined;
}

/** The list a GET answered with (empty when it carries none). */
export function readList<T>(body: ApiAnswer, keys: readonly string[]): T[] {
  return carriedList<T>(body, keys) ?? [];
}

/** A file URL that may arrive as `{ url }` or as a plain string. */
export function urlOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string') {
    return (value as { url: string }).url || undefined;
  }
  return undefined;
}
