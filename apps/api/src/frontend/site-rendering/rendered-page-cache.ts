import type { KeptPage } from './kept-page';

/** Schools whose rendered pages are kept at once; past it the school kept longest goes first. */
const KEPT_SCHOOLS = 2000;

interface Kept {
  page: KeptPage;
  /** The origin it was rendered for: it answers only that origin. */
  origin: string;
  /** The registry as it was when the page was rendered (see RemoteRegistryService.fingerprint). */
  registry: string;
}

/**
 * Rendered pages of published sites, one per school and page (never one per Host: a page rendered for another
 * origin replaces it, and answers only its own). A school's pages go when it changes (its content,
 * publish state, template or address: `forget`); every page goes stale when the registry changes (a
 * template deployed or rolled back), which `get` sees by the registry's fingerprint, and a page with an
 * expiry (its school's alert appears or goes then) at that time, by the clock `now`.
 */
export class RenderedPageCache {
  private readonly schools = new Map<string, Map<string, Kept>>();

  constructor(private readonly now: () => number = Date.now) {}

  get(organizationId: string, page: string, origin: string, registry: string): KeptPage | undefined {
    const kept = this.schools.get(organizationId)?.get(page);
    if (!kept || kept.origin !== origin || kept.registry !== registry) return undefined;
    if (kept.page.expiresAt !== undefined && this.now() >= kept.page.expiresAt) {
      this.schools.get(organizationId)?.delete(page);
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
    pages.set(page, { page: rendered, origin, registry });
  }

  forget(organizationId: string): void {
    this.schools.delete(organizationId);
  }

  /** Every school's pages go (see SiteChanges.everythingChanged). */
  clear(): void {
    this.schools.clear();
  }

  /** How many pages of the school are kept. */
  pagesKept(organizationId: string): number {
    return this.schools.get(organizationId)?.size ?? 0;
  }
}
