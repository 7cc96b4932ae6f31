import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { isKeyframe, type StoredVersion } from './version-delta';
import { VersionStore } from './version-store';

interface VersionDocument {
  record: StoredVersion;
}

const NEWEST_FIRST = { order: -1 } as const;
const OLDEST_FIRST = { order: 1 } as const;
const DUPLICATE_KEY = 11000;
/** Kept whole: every version kept before patches was (it has no `keyframe` field). */
const KEYFRAME = { keyframe: { $ne: false } };

/**
 * Versions in MongoDB (`site_versions`): the looked-up fields (and the files each points at) beside the version as
 * kept. The same reads and pruning as the embedded database's (sqlite-version-store.ts).
 */
export class MongoVersionStore extends VersionStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  protected async write(version: StoredVersion): Promise<boolean> {
    const { id, organizationId, thing, order, at, follows = null, files = [] } = version;
    try {
      await this.models.siteVersions.create({ _id: id, organizationId, thing, order, at, keyframe: isKeyframe(version), follows, files, record: version });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY && String(error).includes('follows')) return false;
      throw error;
    }
  }

  protected async page(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: StoredVersion[]; total: number }> {
    const filter = { organizationId, thing };
    const [docs, total] = await Promise.all([
      this.models.siteVersions.find(filter).sort(NEWEST_FIRST).skip(page.skip).limit(page.limit).lean<VersionDocument[]>(),
      this.models.siteVersions.countDocuments(filter),
    ]);
    return { items: docs.map((doc) => doc.record), total };
  }

  protected async row(organizationId: string, id: string): Promise<StoredVersion | undefined> {
    return (await this.models.siteVersions.findOne({ _id: id, organizationId }).lean<VersionDocument>())?.record;
  }

  protected async run(organizationId: string, thing: string, from: number, to: number): Promise<StoredVersion[]> {
    const of = { organizationId, thing };
    const start = await this.models.siteVersions.findOne({ ...of, ...KEYFRAME, order: { $lte: from } }, { order: 1 }).sort(NEWEST_FIRST).lean<{ order: number }>();
    if (!start) return [];
    const docs = await this.models.siteVersions.find({ ...of, order: { $gte: start.order, $lte: to } }).sort(OLDEST_FIRST).lean<VersionDocument[]>();
    return docs.map((doc) => doc.record);
  }

  async has(organizationId: string, thing: string): Promise<boolean> {
    return (await this.models.siteVersions.exists({ organizationId, thing })) !== null;
  }

  /**
   * Each thing with old versions (found by the database): its oldest version kept (among its `keepLatest` newest, or
   * made since `before`), the newest keyframe at or before that, and its old versions older than the keyframe (all
   * of them where it keeps none).
   */
  async prune(before: number, keepLatest: number): Promise<number> {
    let removed = 0;
    const things = this.models.siteVersions
      .aggregate<{ _id: { organizationId: string; thing: string } }>([
        { $match: { at: { $lt: before } } },
        { $group: { _id: { organizationId: '$organizationId', thing: '$thing' } } },
      ])
      .cursor();
    for await (const { _id: of } of things as AsyncIterable<{ _id: { organizationId: string; thing: string } }>) {
      const newestKept = keepLatest > 0 ? await this.models.siteVersions.findOne(of, { order: 1 }).sort(NEWEST_FIRST).skip(keepLatest - 1).lean<{ order: number }>() : null;
      if (keepLatest > 0 && !newestKept) continue;
      const kept = { ...of, $or: [{ at: { $gte: before } }, ...(newestKept ? [{ order: { $gte: newestKept.order } }] : [])] };
      const oldestKept = await this.models.siteVersions.findOne(kept, { order: 1 }).sort(OLDEST_FIRST).lean<{ order: number }>();
      const cut = oldestKept && (await this.models.siteVersions.findOne({ ...of, ...KEYFRAME, order: { $lte: oldestKept.order } }, { order: 1 }).sort(NEWEST_FIRST).lean<{ order: number }>());
      if (oldestKept && !cut) continue;
      removed += (await this.models.siteVersions.deleteMany({ ...of, at: { $lt: before }, ...(cut && { order: { $lt: cut.order } }) })).deletedCount;
    }
    return removed;
  }

  async fileKeys(): Promise<Set<string>> {
    const keys: unknown[] = await this.models.siteVersions.distinct('files');
    return new Set(keys.filter((key): key is string => typeof key === 'string'));
  }

  async keepsFile(organizationId: string, key: string): Promise<boolean> {
    return (await this.models.siteVersions.exists({ files: key, organizationId })) !== null;
  }
}
