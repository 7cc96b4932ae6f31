import { LRUCache } from 'lru-cache';
import type { SiteAddressResolution } from '../../accounts/site-address.service';
import { stringBytes } from '../../common/short-lived-cache';
import { CACHE_BUDGET_MIB, mib } from '../../config/platform-config';

/**
 * Schools' current slugs already resolved, so a page kept in memory is answered without asking the
 * database. A school's slug is forgotten when the school changes (its address may be what changed);
 * old slugs (redirects) and slugs that lead nowhere are not kept, so a school that signs up is found at once.
 * Kept within `maxBytes` (RESOLVED_ADDRESSES_MIB): past it, the slug asked for least recently goes first.
 */
export class KnownAddresses {
  private readonly slugs: LRUCache<string, string>;

  constructor(maxBytes = mib(CACHE_BUDGET_MIB.resolvedAddresses)) {
    this.slugs = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (organizationId, slug) => 96 + stringBytes(slug) + stringBytes(organizationId) });
  }

  async resolve(slug: string, lookUp: (slug: string) => Promise<SiteAddressResolution>): Promise<SiteAddressResolution> {
    const organizationId = this.slugs.get(slug);
    if (organizationId) return { organizationId };
    const resolved = await lookUp(slug);
    if (resolved && 'organizationId' in resolved) this.slugs.set(slug, resolved.organizationId);
    return resolved;
  }

  /** The school a current slug was last resolved to, without asking anyone. */
  known(slug: string): string | undefined {
    return this.slugs.get(slug);
  }

  /** The bytes the slugs kept are counted as. */
  get bytes(): number {
    return this.slugs.calculatedSize;
  }

  forget(organizationId: string): void {
    for (const [slug, holder] of this.slugs.entries()) if (holder === organizationId) this.slugs.delete(slug);
  }

  /** Every slug is forgotten (see SiteChanges.everythingChanged). */
  clear(): void {
    this.slugs.clear();
  }
}
