import type { SiteContent } from '@schoolpage/content-contract';

/** One organisation's whole site: a single document, written with optimistic concurrency. */
export interface SiteRecord {
  organizationId: string;
  /** Grows by one at every save; a save names the version it read. */
  version: number;
  isPublish: boolean;
  templateName: string;
  content: SiteContent;
}

/** What search shows of a published site (spec §3 "Public organisation record"). */
export interface SiteDirectoryEntry {
  _id: string;
  templateName: string;
  organizationName: string;
  contactDetails: { address: string };
}

/** Port: where site documents live. */
export abstract class SiteRepository {
  /** Stores a new site at version 1. */
  abstract create(site: Omit<SiteRecord, 'version'>): Promise<SiteRecord>;
  abstract find(organizationId: string): Promise<SiteRecord | undefined>;
  /** Writes `site` as version `expectedVersion + 1` only if the stored version is still `expectedVersion`. */
  abstract save(site: Omit<SiteRecord, 'version'>, expectedVersion: number): Promise<boolean>;
  /** A published site's content as stored JSON text (served without re-parsing), or undefined. */
  abstract findPublishedContent(organizationId: string): Promise<{ templateName: string; contentJson: string } | undefined>;
  /** Published sites whose name contains `text` (any case), by name. */
  abstract searchPublished(text: string, limit: number): Promise<SiteDirectoryEntry[]>;
}
