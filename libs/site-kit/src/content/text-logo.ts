import type { TextLogo } from '@schoolpage/content-contract';

/**
 * The two halves of a text logo, trimmed, to be written with one space between them ("St. Mary's" and
 * "High School" read "St. Mary's High School", whether or not the school typed the space). Undefined when
 * the school has no text logo.
 */
export function textLogoHalves(textLogo: TextLogo | undefined): { start: string; end: string } | undefined {
  const start = textLogo?.startLogo?.trim() ?? '';
  const end = textLogo?.endLogo?.trim() ?? '';
  return start || end ? { start, end } : undefined;
}
