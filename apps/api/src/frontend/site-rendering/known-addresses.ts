import type { SiteAddressResolution } from '../../accounts/site-address.service';

/** Slugs kept resolved at once; past it the one kept longest goes first. */
const KEPT_SLUGS = 20_000;

/**
 * Schools' current slugs already resolved, so a page kept in memory is answered without asking the
 * database. A school's slug is forgotten when the school changes (its address may be what changed);
 * old slugs (redirects) and slugs that lead nowhere are not kept, so a school that signs up is found at once.
 */
export class KnownAddresses {
  private readonly slugs = new Map<string, string>();

  async resolve(slug: string, lookUp: (slug: string) => Promise<SiteAddressResolution>): Promise<SiteAddressResolution> {
    const organizationId = this.slugs.get(slug);
    if (organizationId) return { organizationId };
    const resolved = await lookUp(slug);
    if (resolved && 'organizationId' in resolved) {
      if (this.slugs.size >= KEPT_SLUGS) this.slugs.delete(this.slugs.keys().next().value as string);
      this.slugs.set(slug, resolved.organizationId);
    }
    return resolved;
  }

  /** The school a current slug was last resolved to, without asking anyone. */
  known(slug: string): string | undefined {
    return this.slugs.get(slug);
  }

  forget(organizationId: string): void {
    for (const [slug, holder] of this.slugs) if (holder === organizationId) this.slugs.delete(slug);
  }

  /** Every slug is forgotten (see SiteChanges.everythingChanged). */
  clear(): void {
    this.slugs.clear();
  }
}
