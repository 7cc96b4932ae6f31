import { LRUCache } from 'lru-cache';
import { stringBytes } from '../../common/short-lived-cache';
import { CACHE_BUDGET_MIB, mib } from '../../config/platform-config';
import type { KeptPage } from './kept-page';

/** What a kept page is counted as in memory: its text, its three encodings and its headers. */
function pageBytes({ page, origin, registry }: Kept): number {
  return 256 + stringBytes(page.html) + page.body.length + page.gzip.length + page.brotli.length + stringBytes(page.contentSecurityPolicy) + stringBytes(origin + registry);
}

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
 * expiry (its school's alert appears or goes then) at that time, by the clock `now`. The pages are kept
 * within `maxBytes` (KEPT_PAGES_MIB): past it, the school whose pages were asked for least recently goes first.
 */
export class RenderedPageCache {
  private readonly schools: LRUCache<string, Map<string, Kept>>;

  constructor(
    private readonly now: () => number = Date.now,
    maxBytes = mib(CACHE_BUDGET_MIB.keptPages),
  ) {
    this.schools = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (pages) => [...pages.values()].reduce((bytes, kept) => bytes + pageBytes(kept), 0) || 1 });
  }

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
    const pages = new Map(this.schools.get(organizationId));
    pages.set(page, { page: rendered, origin, registry });
    // Set anew, so the school is counted with its new page (a school's pages alone over the budget are not kept).
    this.schools.set(organizationId, pages);
  }

  /** The bytes the kept pages are counted as. */
  get bytes(): number {
    return this.schools.calculatedSize;
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
