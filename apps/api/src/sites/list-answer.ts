import { API_MESSAGES } from '@schoolpage/content-contract';
import { valid } from '../common/zod-body.pipe';
import type { ItemSelector } from './site-lists';
import { selectorSchema } from './section.schemas';

/** A list read back as spec §7 names it: in `info` and under the section's own name (e.g. `slider`). */
export function listAnswer<T>(name: string, items: T[], message?: string) {
  return { success: true, ...(message ? { message } : {}), info: items, [name]: items };
}

export const added = (name: string, items: unknown[]) => listAnswer(name, items, API_MESSAGES.site.added);
export const removed = (name: string, items: unknown[]) => listAnswer(name, items, API_MESSAGES.site.removed);

/** The item a delete names: a position from the path or body, optionally an id (which wins). */
export function selectorOf(index: unknown, id: unknown): ItemSelector {
  return valid(selectorSchema).transform({ ...(index !== undefined ? { index } : {}), ...(id !== undefined ? { id } : {}) });
}
