import { publicContent } from '../sites/recently-deleted';

/**
 * The `/web/all-content` answer of a published site: `{ success: true, info: { templateName, ...content } }`,
 * its content as visitors may see it (without the recently deleted items).
 */
export function publicContentAnswer(templateName: string, storedContent: object): string {
  return JSON.stringify({ success: true, info: { templateName, ...publicContent(storedContent) } });
}
