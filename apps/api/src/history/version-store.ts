import type { TeamRole } from '@schoolpage/content-contract';
import { isKeyframe, rebuilt, storedForm, type StoredVersion } from './version-delta';

/** Who made a version: their name as it was then, and their role. */
export interface VersionAuthor {
  memberId: string;
  name: string;
  role: TeamRole;
}

/**
 * One version of one thing of a school's site (history-keys.ts), as read: the thing's whole state after the change
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

/** The newest of a thing's versions, as a range's end. */
const NEWEST = Number.MAX_SAFE_INTEGER;
/** Times a version is kept again after another was kept after the same version first. */
const KEEP_ATTEMPTS = 10;

/**
 * Port: the versions of schools' things (SQLite table `site_versions`, MongoDB collection `site_versions`), apart from
 * the site document, so reading a site never reads its history. Every read names the school. A version is kept as the
 * patch from the version before it where that is smaller than its whole state (version-delta.ts); reading one rebuilds
 * its state from the keyframe before it, read with it in one range. Orders are whole numbers.
 */
export abstract class VersionStore {
  /** Keeps a version after the thing's newest (its order raised above the newest's where it is not). */
  async add(version: VersionRecord): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const latest = await this.run(version.organizationId, version.thing, NEWEST, NEWEST);
      if (await this.write(storedForm(version, latest))) return;
      if (attempt === KEEP_ATTEMPTS) throw new Error(`A version of ${version.thing} could not be kept after its newest.`);
    }
  }

  /** One page of a thing's versions, newest first, and how many there are: their states rebuilt in one pass. */
  async list(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: VersionRecord[]; total: number }> {
    const { items, total } = await this.page(organizationId, thing, page);
    if (items.every(isKeyframe)) return { items: rebuilt(items), total };
    const read = new Map(rebuilt(await this.run(organizationId, thing, items[items.length - 1].order, items[0].order)).map((v) => [v.id, v]));
    return { items: items.map((stored) => read.get(stored.id) as VersionRecord), total };
  }

  async find(organizationId: string, id: string): Promise<VersionRecord | undefined> {
    const stored = await this.row(organizationId, id);
    if (!stored || isKeyframe(stored)) return stored && rebuilt([stored])[0];
    return rebuilt(await this.run(organizationId, stored.thing, stored.order, stored.order)).at(-1);
  }

  /** The version of the same thing just before `version`, if any. */
  async previous(version: VersionRecord): Promise<VersionRecord | undefined> {
    return rebuilt(await this.run(version.organizationId, version.thing, version.order - 1, version.order - 1)).at(-1);
  }

  /** Whether any version of the thing is kept. */
  abstract has(organizationId: string, thing: string): Promise<boolean>;
  /**
   * Deletes, thing by thing, the versions made before `before` that are not among the thing's `keepLatest` newest,
   * in whole runs: only those older than the newest keyframe at or before the oldest version kept, so every kept
   * version can still be rebuilt; how many went.
   */
  abstract prune(before: number, keepLatest: number): Promise<number>;
  /** Every stored-file key a kept version points at (the file sweep leaves them). */
  abstract fileKeys(): Promise<Set<string>>;
  /** Whether a kept version of the school points at the stored file `key`. */
  abstract keepsFile(organizationId: string, key: string): Promise<boolean>;

  /** Keeps a version as stored, with the files it points at; false where another version already follows the one it follows. */
  protected abstract write(stored: StoredVersion): Promise<boolean>;
  /** One page of a thing's versions as stored, newest first, and how many there are. */
  protected abstract page(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: StoredVersion[]; total: number }>;
  /** A version as stored, within its school. */
  protected abstract row(organizationId: string, id: string): Promise<StoredVersion | undefined>;
  /**
   * A thing's versions as stored, oldest first, from the newest keyframe whose order is at most `from` up to the one
   * whose order is at most `to` (one range read); none where no version is that old.
   */
  protected abstract run(organizationId: string, thing: string, from: number, to: number): Promise<StoredVersion[]>;
}
