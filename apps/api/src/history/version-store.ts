import type { TeamRole } from '@schoolpage/content-contract';

/** Who made a version: their name as it was then, and their role. */
export interface VersionAuthor {
  memberId: string;
  name: string;
  role: TeamRole;
}

/**
 * One kept version of one thing of a school's site (history-keys.ts): the thing's whole state after the change
 * (null where the change removed it), never the whole site. `order` sorts a thing's versions (newest highest).
 * `by` is null for the state a thing had before its history began (kept with its first change).
 */
export interface VersionRecord {
  id: string;
  organizationId: string;
  thing: string;
  order: number;
  at: number;
  by: VersionAuthor | null;
  approvalId: string | null;
  state: unknown;
  position: number | null;
  /** The stored-file keys the state points at (a picture, a document, a rich text's files): kept as long as the version. */
  files?: string[];
}

/**
 * Port: the versions of schools' things (SQLite table `site_versions`, MongoDB collection `site_versions`), apart from
 * the site document, so reading a site never reads its history. Every read names the school.
 */
export abstract class VersionStore {
  abstract add(version: VersionRecord): Promise<void>;
  /** One page of a thing's versions, newest first, and how many there are. */
  abstract list(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: VersionRecord[]; total: number }>;
  abstract find(organizationId: string, id: string): Promise<VersionRecord | undefined>;
  /** The version of the same thing just before `version`, if any. */
  abstract previous(version: VersionRecord): Promise<VersionRecord | undefined>;
  /** Whether any version of the thing is kept. */
  abstract has(organizationId: string, thing: string): Promise<boolean>;
  /**
   * Deletes, thing by thing, the versions made before `before` that are not among the thing's `keepLatest` newest;
   * how many went.
   */
  abstract prune(before: number, keepLatest: number): Promise<number>;
  /** Every stored-file key a kept version points at (the file sweep leaves them). */
  abstract fileKeys(): Promise<Set<string>>;
  /** Whether a kept version of the school points at the stored file `key`. */
  abstract keepsFile(organizationId: string, key: string): Promise<boolean>;
}
