import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { ShortLivedCache } from '../common/short-lived-cache';
import { SiteChanges } from '../sites/site-changes';
import { SiteRepository, type SiteDirectoryEntry } from '../storage/persistence/site.repository';

/**
 * What visitors read: search over published sites and a published site's content. Answers are kept
 * briefly (PUBLIC_CACHE_SECONDS, 15 by default; changes made through another instance show within that
 * time), because visitors ask for the same few names and sites over and over; a change made through
 * this instance (announced by SiteChanges) forgets the affected answers at once.
 */
@Injectable()
export class PublishedSitesService {
  private readonly searches: ShortLivedCache<Promise<Readonly<SiteDirectoryEntry>[]>>;
  /** The whole `/web/all-content` answer (UTF-8 bytes) per organisation, or null when not published. */
  private readonly contents: ShortLivedCache<Promise<Buffer | null>>;

  constructor(
    private readonly sites: SiteRepository,
    changes: SiteChanges,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'publicCacheMs'>,
  ) {
    this.searches = new ShortLivedCache(config.publicCacheMs, 2000);
    this.contents = new ShortLivedCache(config.publicCacheMs, 2000);
    changes.onChange((organizationId) => {
      this.searches.clear();
      this.contents.delete(organizationId);
    });
  }

  search(text: string, limit: number, now = Date.now()): Promise<Readonly<SiteDirectoryEntry>[]> {
    const key = `${limit}:${text.toLowerCase()}`;
    return this.remembered(this.searches, key, now, () => this.sites.searchPublished(text, limit));
  }

  /** A published site's `/web/all-content` answer, as stored at its last save (see SiteRepository). */
  contentAnswer(organizationId: string, now = Date.now()): Promise<Buffer | null> {
    return this.remembered(this.contents, organizationId, now, async () => (await this.sites.findPublishedAnswer(organizationId)) ?? null);
  }

  private remembered<V>(cache: ShortLivedCache<Promise<V>>, key: string, now: number, load: () => Promise<V>): Promise<V> {
    const cached = cache.get(key, now);
    if (cached) return cached;
    const loading = load();
    cache.set(key, loading, now);
    loading.catch(() => cache.delete(key));
    return loading;
  }
}
