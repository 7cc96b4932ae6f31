import { ActivityRepository, type ActivityQuery, type ActivityRecord } from '../activity.repository';
import { Types } from 'mongoose';
import type { MongoModels } from './mongo-models';

interface ActivityDocument extends Omit<ActivityRecord, 'id' | 'at'> {
  _id: string;
  /** A Date, so the TTL index removes an entry a year after it was made. */
  at: Date;
}

const toRecord = ({ _id, at, order: _order, ...rest }: ActivityDocument & { order?: unknown }): ActivityRecord => ({ id: _id, at: at.getTime(), ...rest });

export class MongoActivityRepository extends ActivityRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async record({ id, at, ...rest }: ActivityRecord): Promise<void> {
    // `order`: entries of the same time are listed newest recorded first, as in SQLite (its rowid).
    await this.models.activity.create({ _id: id, at: new Date(at), order: new Types.ObjectId(), ...rest });
  }

  async list(organizationId: string, query: ActivityQuery): Promise<{ entries: ActivityRecord[]; total: number }> {
    const filter = { organizationId, ...(query.actorId ? { actorId: query.actorId } : {}), ...(query.section ? { section: query.section } : {}) };
    const [docs, total] = await Promise.all([
      this.models.activity.find(filter).sort({ at: -1, order: -1 }).skip(query.offset).limit(query.limit).lean<ActivityDocument[]>(),
      this.models.activity.countDocuments(filter),
    ]);
    return { entries: docs.map(toRecord), total };
  }

  async forgetBefore(before: number): Promise<void> {
    await this.models.activity.deleteMany({ at: { $lt: new Date(before) } });
  }
}
