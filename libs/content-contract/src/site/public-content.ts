/**
 * What visitors may see of a site's stored content: all of it but the recently deleted items, which only
 * the school's dashboard lists (and can restore) for TRASH_DAYS days.
 */
export function publicContent<C extends object>(content: C): Omit<C, 'recentlyDeleted'> {
  if (!('recentlyDeleted' in content)) return content;
  const { recentlyDeleted: _hidden, ...visible } = content as C & { recentlyDeleted?: unknown };
  return visible;
}

/**
 * The `GET /api/web/all-content` answer of a published site, serialised from its object:
 * `{ success: true, info: { templateName, ...content } }`, its content as visitors may see it.
 */
export function allContentAnswer(templateName: string, storedContent: object): string {
  return JSON.stringify({ success: true, info: { templateName, ...publicContent(storedContent) } });
}
