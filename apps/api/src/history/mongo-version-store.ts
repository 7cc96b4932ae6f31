import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { VersionStore, type VersionRecord } from './version-store';

interface VersionDocument {
  record: VersionRecord;
}

const NEWEST_FIRST = { order: -1 } as const;

/** Versions in MongoDB (`site_versions`): the looked-up fields (and the files each points at) beside the whole version. */
export class MongoVersionStore extends VersionStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async add(version: VersionRecord): Promise<void> {
    const { id, organizationId, thing, order, at, files = [] } = version;
    await this.models.siteVersions.create({ _id: id, organizationId, thing, order, at, files, record: version });
  }

  async list(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: VersionRecord[]; total: number }> {
    const filter = { organizationId, thing };
    const [docs, total] = await Promise.all([
      this.models.siteVersions.find(filter).sort(NEWEST_FIRST).skip(page.skip).limit(page.limit).lean<VersionDocument[]>(),
      this.models.siteVersions.countDocuments(filter),
    ]);
    return { items: docs.map((doc) => doc.record), total };
  }

  async find(organizationId: string, id: string): Promise<VersionRecord | undefined> {
    return (await this.models.siteVersions.findOne({ _id: id, organizationId }).lean<VersionDocument>())?.record;
  }

  async previous(version: VersionRecord): Promise<VersionRecord | undefined> {
    const filter = { organizationId: version.organizationId, thing: version.thing, order: { $lt: version.order } };
    return (await this.models.siteVersions.findOne(filter).sort(NEWEST_FIRST).lean<VersionDocument>())?.record;
  }

  async has(organizationId: string, thing: string): Promise<boolean> {
    return (await this.models.siteVersions.exists({ organizationId, thing })) !== null;
  }

  /** Each thing with old versions (found by the database), then its old versions older than its `keepLatest`-th newest. */
  async prune(before: number, keepLatest: number): Promise<number> {
    let removed = 0;
    const things = this.models.siteVersions
      .aggregate<{ _id: { organizationId: string; thing: string } }>([
        { $match: { at: { $lt: before } } },
        { $group: { _id: { organizationId: '$organizationId', thing: '$thing' } } },
      ])
      .cursor();
    for await (const { _id: of } of things as AsyncIterable<{ _id: { organizationId: string; thing: string } }>) {
      const oldestKept = await this.models.siteVersions.findOne(of).sort(NEWEST_FIRST).skip(keepLatest - 1).lean<{ order: number }>();
      if (!oldestKept) continue;
      removed += (await this.models.siteVersions.deleteMany({ ...of, at: { $lt: before }, order: { $lt: oldestKept.order } })).deletedCount;
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
