import { urlOf } from '../api/read-list';

/** The first non-empty text among an item's fields (read-back names differ from payload names). */
export function textField(item: unknown, ...names: string[]): string {
  if (typeof item === 'string') return item;
  if (!item || typeof item !== 'object') return '';
  for (const name of names) {
    const value = (item as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

/** The URL of an item's file field (`imageUrl.url`, `fileUrl.url`, `icon.url`, or a plain `url`). */
export function fileField(item: unknown, name: string): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  return urlOf((item as Record<string, unknown>)[name]);
}

/** The date part of an ISO date or date-time. */
export function dateOnly(value: string): string {
  return value.length >= 10 ? value.slice(0, 10) : value;
}

/** Only web and same-site links are made clickable (never `javascript:` or `data:`). */
export function safeHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^(https?:\/\/|\/)/i.test(value.trim()) ? value.trim() : undefined;
}
