import { API_MESSAGES, slugProblem as addressProblem } from '@schoolpage/content-contract';

/**
 * What is wrong with the address an admin typed, checked in the browser with the same rules and words
 * as the API before anything is sent; undefined when it may be sent.
 */
export function slugProblem(draft: string, current: string): string | undefined {
  const slug = draft.trim();
  return addressProblem(slug) ?? (slug === current ? API_MESSAGES.address.unchanged : undefined);
}
