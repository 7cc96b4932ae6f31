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

/** What search shows of a published site (spec §3 "Public organisation record"). */
export interface SiteDirectoryEntry {
  _id: string;
  templateName: string;
  organizationName: string;
  contactDetails: { address: string };
  /** The place the school is in (`placeOf` its address), where the adapter keeps it worked out. */
  place?: string;
}

/** A site without its content, as lists of many sites give it. */
export interface SiteSummary {
  organizationId: string;
  organizationName: string;
  templateName: string;
  isPublish: boolean;
  updatedAt: number;
}

/** One page of sites, in organisation id order: after the id `after` (or skipping `skip` sites), at most `limit`. */
export interface SitePage {
  publishedOnly: boolean;
  after?: string;
  skip?: number;
  limit: number;
}

/** Port: where site documents live. */
export abstract class SiteRepository {
  /** Stores a new site at version 1. */
  abstract create(site: SiteDraft): Promise<SiteRecord>;
  abstract find(organizationId: string): Promise<SiteRecord | undefined>;
  /** Writes `site` as version `expectedVersion + 1` only if the stored version is still `expectedVersion`. */
  abstract save(site: SiteDraft, expectedVersion: number): Promise<boolean>;
  /**
   * A published site's `GET /api/web/all-content` answer (`allContentAnswer`) as UTF-8 bytes, serialised
   * when the site was last written, so a visitor's read does no JSON work; undefined when not published.
   */
  abstract findPublishedAnswer(organizationId: string): Promise<Buffer | undefined>;
  /** The best `limit` published sites for `text`, best first (search-terms.ts); an entry may be shared between answers, so it is read-only. */
  abstract searchPublished(text: string, limit: number): Promise<Readonly<SiteDirectoryEntry>[]>;
  /** A page of sites (all, or published only), without their content. */
  abstract listSites(page: SitePage): Promise<SiteSummary[]>;
  /** How many sites are published with each template. */
  abstract countPublishedByTemplate(): Promise<Record<string, number>>;
}
