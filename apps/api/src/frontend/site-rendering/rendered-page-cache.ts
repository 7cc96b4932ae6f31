/** Schools whose rendered pages are kept at once; past it the school kept longest goes first. */
const KEPT_SCHOOLS = 2000;

interface KeptPage {
  html: string;
  /** The registry as it was when the page was rendered (see RemoteRegistryService.fingerprint). */
  registry: string;
}

/**
 * Rendered pages of published sites, per school. A school's pages go when it changes (its content,
 * publish state, template or address: `forget`); every page goes stale when the registry changes (a
 * template deployed or rolled back), which `get` sees by the registry's fingerprint.
 */
export class RenderedPageCache {
  private readonly schools = new Map<string, Map<string, KeptPage>>();

  get(organizationId: string, page: string, origin: string, registry: string): string | undefined {
    const kept = this.schools.get(organizationId)?.get(pageKey(page, origin));
    return kept && kept.registry === registry ? kept.html : undefined;
  }

  set(organizationId: string, page: string, origin: string, registry: string, html: string): void {
    let pages = this.schools.get(organizationId);
    if (!pages) {
      if (this.schools.size >= KEPT_SCHOOLS) this.schools.delete(this.schools.keys().next().value as string);
      pages = new Map();
      this.schools.set(organizationId, pages);
    }
    pages.set(pageKey(page, origin), { html, registry });
  }

  forget(organizationId: string): void {
    this.schools.delete(organizationId);
  }
}

const pageKey = (page: string, origin: string) => `${origin} ${page}`;
