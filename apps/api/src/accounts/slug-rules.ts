import { API_MESSAGES, RESERVED_SLUGS, SLUG_RULES } from '@schoolpage/content-contract';

const M = API_MESSAGES.address;

/** What is wrong with a slug an admin asked for (SLUG_RULES, RESERVED_SLUGS), or undefined when it may be used. */
export function slugProblem(slug: string): string | undefined {
  if (!slug) return M.required;
  if (slug.length < SLUG_RULES.minLength) return M.tooShort;
  if (slug.length > SLUG_RULES.maxLength) return M.tooLong;
  if (!SLUG_RULES.pattern.test(slug)) {
    if (SLUG_RULES.pattern.test(slug.toLowerCase())) return M.uppercase;
    if (/[^a-z0-9-]/i.test(slug)) return M.characters;
    return M.hyphens;
  }
  if (RESERVED_SLUGS.has(slug)) return M.reserved(slug);
  return undefined;
}
