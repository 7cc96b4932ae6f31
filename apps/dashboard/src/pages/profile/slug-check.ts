import { DASHBOARD_MESSAGES as M, RESERVED_SLUGS, SLUG_RULES, fillMessage } from '@schoolpage/content-contract';

/**
 * What is wrong with the address an admin typed, checked in the browser against the contract's
 * SLUG_RULES and RESERVED_SLUGS before anything is sent; undefined when it may be sent.
 */
export function slugProblem(draft: string, current: string): string | undefined {
  const slug = draft.trim();
  if (!slug) return M.slugRequired;
  if (slug.length < SLUG_RULES.minLength) return fillMessage(M.slugTooShort, { min: String(SLUG_RULES.minLength) });
  if (slug.length > SLUG_RULES.maxLength) return fillMessage(M.slugTooLong, { max: String(SLUG_RULES.maxLength) });
  if (!SLUG_RULES.pattern.test(slug)) {
    if (/[A-Z]/.test(slug) && SLUG_RULES.pattern.test(slug.toLowerCase())) return M.slugUppercase;
    if (/[^a-z0-9-]/.test(slug)) return M.slugCharacters;
    return M.slugHyphens;
  }
  if (RESERVED_SLUGS.has(slug)) return fillMessage(M.slugReserved, { slug });
  if (slug === current) return M.slugUnchanged;
  return undefined;
}
