import { API_MESSAGES } from '../messages/api-messages';
import { RESERVED_SLUGS, SLUG_RULES } from './site-address';

const M = API_MESSAGES.address;

/**
 * What is wrong with a slug an admin asked for (SLUG_RULES, RESERVED_SLUGS), in the words both the
 * dashboard (before sending) and the API (when refusing) use; undefined when it may be used.
 */
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
