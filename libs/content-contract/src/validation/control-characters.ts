/**
 * Characters no typed text can mean and XML 1.0 forbids: C0 control characters other than tab, line feed and
 * carriage return, U+FFFE and U+FFFF, and halves of surrogate pairs standing alone.
 */
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The message for a title or name holding one of them. */
export const controlCharactersMessage = (label: string) => `${label} contains control characters. Please type it again without them.`;

/** True when `text` holds a character XML 1.0 forbids (see above). */
export function hasControlCharacters(text: string): boolean {
  XML_FORBIDDEN.lastIndex = 0;
  const found = XML_FORBIDDEN.test(text);
  XML_FORBIDDEN.lastIndex = 0;
  return found;
}

/** A refinement for a title or name: `.refine(...typedOnly('The title'))` refuses control characters with a clear message. */
export const typedOnly = (label: string) => [(text: string) => !hasControlCharacters(text), { error: controlCharactersMessage(label) }] as const;

/** `text` without the characters XML 1.0 forbids: every text written into XML (feeds, sitemaps) goes through it. */
export function xmlSafeText(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}
