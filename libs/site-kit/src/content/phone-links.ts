/** A phone number as the school typed it, and the `tel:` address that dials it. */
export interface PhoneLink {
  typed: string;
  href: string;
}

/**
 * The `tel:` address of a number: its E.164 form when the platform could work it out, otherwise the
 * typed number's digits (and a leading '+').
 */
export function telHref(typed: string, e164?: string): string {
  if (e164?.trim()) return `tel:${e164.trim()}`;
  const digits = typed.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

/** The non-blank numbers of a list, each with its link; `e164` runs parallel to `typed` (same order). */
export function phoneLinks(typed: readonly string[], e164: readonly string[] = []): PhoneLink[] {
  return typed
    .map((number, index) => ({ typed: number.trim(), href: telHref(number, e164[index]) }))
    .filter((phone) => phone.typed);
}
