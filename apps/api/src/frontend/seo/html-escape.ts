const ATTRIBUTE_ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Text made safe inside a double- or single-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ENTITIES[character]);
}

/** Text made safe as the content of an element, `<title>` included: it can never open or close a tag. */
export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (character) => ATTRIBUTE_ENTITIES[character]);
}
