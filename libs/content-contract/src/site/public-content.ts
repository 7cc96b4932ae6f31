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

const ANSWER_START = /^\{"success":true,"info":\{"templateName":("(?:[^"\\]|\\.)*")/;

/**
 * The template an `allContentAnswer` names, read from the answer's start only (it is written first),
 * so a stored answer's bytes need not be parsed; undefined for anything else.
 */
export function templateNameOfAnswer(answer: Uint8Array): string | undefined {
  const start = ANSWER_START.exec(new TextDecoder().decode(answer.subarray(0, 512)))?.[1];
  return start === undefined ? undefined : (JSON.parse(start) as string);
}
