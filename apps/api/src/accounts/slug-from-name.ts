import { RESERVED_SLUGS, SLUG_RULES } from '@schoolpage/content-contract';
import { transliterate } from '../common/transliterate';
import { romanizeIndic } from '../common/indic-romanization';

/** What a slug made from a name is padded with when it is shorter than SLUG_RULES.minLength. */
export const SLUG_PADDING = 'school';

/** `text` cut to `max` characters without a hyphen left at the end. */
export function trimSlug(text: string, max: number = SLUG_RULES.maxLength): string {
  return text.slice(0, max).replace(/-+$/, '');
}

/**
 * The address a school's name suggests: ASCII (Indian scripts romanised as their readers write them,
 * "सनराइज़ पब्लिक स्कूल" → `sanraiz-pablik-skul`; other scripts transliterated), lower case, words
 * joined by `-`, apostrophes dropped (`St. Mary's` → `st-marys`), at most 60 characters, padded when
 * shorter than 3. It may still be reserved or taken: see `slugWithNumber` and SiteAddressService.
 */
export function slugFromName(name: string): string {
  const words = transliterate(romanizeIndic(name))
    .toLowerCase()
    .replace(/['’‘`ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = trimSlug(words);
  if (slug.length >= SLUG_RULES.minLength) return slug;
  return slug ? `${slug}-${SLUG_PADDING}` : SLUG_PADDING;
}

/** `base` with the number `n` added, cut so the whole stays within 60 characters. */
export function slugWithNumber(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${trimSlug(base, SLUG_RULES.maxLength - suffix.length)}${suffix}`;
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}
