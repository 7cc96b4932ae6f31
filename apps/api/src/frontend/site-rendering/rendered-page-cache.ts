import type { KeptPage } from './kept-page';

/** Schools whose rendered pages are kept at once; past it the school kept longest goes first. */
const KEPT_SCHOOLS = 2000;

interface Kept {
  page: KeptPage;
  /** The registry as it was when the page was rendered (see RemoteRegistryService.fingerprint). */
  registry: string;
}

/**
 * Rendered pages of published sites, per school. A school's pages go when it changes (its content,
 * publish state, template or address: `forget`); every page goes stale when the registry changes (a
 * template deployed or rolled back), which `get` sees by the registry's fingerprint, and a page with an
 * expiry (its school's alert appears or goes then) at that time, by the clock `now`.
 */
export class RenderedPageCache {
  private readonly schools = new Map<string, Map<string, Kept>>();

  constructor(private readonly now: () => number = Date.now) {}

  get(organizationId: string, page: string, origin: string, registry: string): KeptPage | undefined {
    const kept = this.schools.get(organizationId)?.get(pageKey(page, origin));
    if (!kept || kept.registry !== registry) return undefined;
    if (kept.page.expiresAt !== undefined && this.now() >= kept.page.expiresAt) {
      this.schools.get(organizationId)?.delete(pageKey(page, origin));
      return undefined;
    }
    return kept.page;
  }

  set(organizationId: string, page: string, origin: string, registry: string, rendered: KeptPage): void {
    let pages = this.schools.get(organizationId);
    if (!pages) {
      if (this.schools.size >= KEPT_SCHOOLS) this.schools.delete(this.schools.keys().next().value as string);
      pages = new Map();
      this.schools.set(organizationId, pages);
    }
    pages.set(pageKey(page, origin), { page: rendered, registry });
  }

  forget(organizationId: string): void {
    this.schools.delete(organizationId);
  }

  /** Every school's pages go (see SiteChanges.everythingChanged). */
  clear(): void {
    this.schools.clear();
  }
}

const pageKey = (page: string, origin: string) => `${origin} ${page}`;
