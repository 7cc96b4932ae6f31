/** Whether a slug became the organisation's address. */
export type SlugClaim = 'claimed' | 'taken';

/** A site that has no address yet, with the name its address is made from. */
export interface UnaddressedSite {
  organizationId: string;
  organizationName: string;
}

/**
 * Port: the schools' addresses (slugs). A slug, once held, belongs to its organisation for good: its
 * current address is the slug it claimed last, and its earlier slugs stay on record (they redirect),
 * so no other organisation can ever take them.
 */
export abstract class SiteAddressRepository {
  /**
   * Makes `slug` the organisation's current address, unless another organisation holds or held it.
   * Claiming one of its own earlier slugs makes it current again.
   */
  abstract claim(organizationId: string, slug: string): Promise<SlugClaim>;
  /** The organisation that holds or held `slug`. */
  abstract holderOf(slug: string): Promise<string | undefined>;
  /** The organisation's current slug. */
  abstract currentSlug(organizationId: string): Promise<string | undefined>;
  /** The current slug of each of the given organisations that has one. */
  abstract currentSlugs(organizationIds: readonly string[]): Promise<Map<string, string>>;
  /** The numbers `n` for which `${base}-${n}` is held or was held. */
  abstract numbersTaken(base: string): Promise<number[]>;
  /**
   * At most `limit` sites that hold no address (schools that signed up before addresses existed; sign-up now
   * claims one in its own transaction), found by the store without reading every site into the process.
   */
  abstract withoutAddress(limit: number): Promise<UnaddressedSite[]>;
}

/** The numbers of `${base}-<n>` among `slugs`. */
export function numbersOf(base: string, slugs: Iterable<string>): number[] {
  const numbers: number[] = [];
  for (const slug of slugs) {
    const tail = slug.startsWith(`${base}-`) ? slug.slice(base.length + 1) : '';
    if (/^[1-9][0-9]{0,8}$/.test(tail)) numbers.push(Number(tail));
  }
  return numbers;
}

/** The range of slugs that start with `${base}-` and a digit: from `${base}-0` up to, not including, `${base}-:`. */
export function numberedRange(base: string): [from: string, to: string] {
  return [`${base}-0`, `${base}-:`];
}
