import type { ItemPageSources } from '@schoolpage/content-contract';
import type { StoredSiteContent } from '@schoolpage/content-contract';

/** One organisation's whole site: a single document, written with optimistic concurrency. */
export interface SiteRecord {
  organizationId: string;
  /** Grows by one at every save; a save names the version it read. */
  version: number;
  /** Epoch milliseconds of the last save (set by the repository). */
  updatedAt: number;
  isPublish: boolean;
  templateName: string;
  content: StoredSiteContent;
}

/** What a caller writes: the repository keeps the version and the time of the change. */
export type SiteDraft = Omit<SiteRecord, 'version' | 'updatedAt'>;

/** A site without its content, as lists of many sites give it. */
export interface SiteSummary {
  organizationId: string;
  organizationName: string;
  templateName: string;
  isPublish: boolean;
  updatedAt: number;
  /** Whether the site has a Mandatory Public Disclosure (its page `/s/<slug>/mandatory-public-disclosure`). */
  hasDisclosure: boolean;
  /** The school's own pages and stories with their addresses and times (their pages are in the sitemap while published). */
  itemPages: ItemPageSources;
  /** The site's languages, its default first, when it chose more than English (#29): its pages have an address in each. */
  languages?: string[];
}

/** One page of sites, in organisation id order: after the id `after` (or skipping `skip` sites), at most `limit`. */
export interface SitePage {
  publishedOnly: boolean;
  /** Only sites saved at or after this time (ms since the epoch). */
  savedSince?: number;
  after?: string;
  skip?: number;
  limit: number;
}

/**
 * Port: where site documents live. It loads and saves sites only: what other folders keep of a site (search's
 * rows, the visitors' answers) they keep themselves.
 */
export abstract class SiteRepository {
  /** Stores a new site at version 1. */
  abstract create(site: SiteDraft): Promise<SiteRecord>;
  abstract find(organizationId: string): Promise<SiteRecord | undefined>;
  /** Writes `site` as version `expectedVersion + 1` only if the stored version is still `expectedVersion`. */
  abstract save(site: SiteDraft, expectedVersion: number): Promise<boolean>;
  /** A page of sites (all, or published only), without their content. */
  abstract listSites(page: SitePage): Promise<SiteSummary[]>;
  /** How many sites are published with each template. */
  abstract countPublishedByTemplate(): Promise<Record<string, number>>;
}
