/**
 * The `/web/all-content` answer, built from the stored JSON text without parsing it again:
 * `{ success: true, info: { templateName, ...content } }`. Stored content is always a JSON object.
 */
export function publicContentAnswer(templateName: string, contentJson: string): string {
  const rest = contentJson.slice(contentJson.indexOf('{') + 1).trimStart();
  const separator = rest.startsWith('}') ? '' : ',';
  return `{"success":true,"info":{"templateName":${JSON.stringify(templateName)}${separator}${rest}}`;
}
