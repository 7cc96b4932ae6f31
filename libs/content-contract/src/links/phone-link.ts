/** A phone number as a page shows it, and the `tel:` address that dials it (none when it cannot be a number). */
export interface PhoneLink {
  text: string;
  href?: string;
}

const E164 = /^\+[1-9]\d{5,14}$/;
/** What people type in a phone number: digits, spaces, dashes, dots, slashes, brackets, one leading '+'. */
const TYPED_PHONE = /^\+?[\d\s\-./()]+$/;

/**
 * The `tel:` address of a number: its E.164 form when the platform could work it out, otherwise the typed
 * number's digits (with its leading '+'); undefined when the text cannot be a phone number.
 */
export function telHref(typed: string, e164?: string): string | undefined {
  const known = e164?.trim() ?? '';
  if (E164.test(known)) return `tel:${known}`;
  const text = typed.trim();
  if (!TYPED_PHONE.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return undefined;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

/** The non-blank numbers of a list, each with its link; `e164` runs parallel to `typed` (same order). */
export function phoneLinks(typed: readonly string[], e164: readonly string[] = []): PhoneLink[] {
  return typed
    .map((number, index) => ({ text: number.trim(), href: telHref(number, e164[index]) }))
    .filter((phone) => phone.text);
}
