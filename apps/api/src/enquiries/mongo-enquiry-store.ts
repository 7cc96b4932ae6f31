import type { EnquiryStatus } from '@schoolpage/content-contract';
import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { EnquiryStore, type EnquiryQuery, type EnquiryRecord } from './enquiry-store';

interface EnquiryDocument {
  status: EnquiryStatus;
  record: EnquiryRecord;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Schools named in one deletion at most. */
const BATCH = 1000;

const recordOf = (doc: EnquiryDocument): EnquiryRecord => ({ ...doc.record, status: doc.status });
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Enquiries in MongoDB (`enquiries`): the filtered fields beside the whole record. */
export class MongoEnquiryStore extends EnquiryStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async add(record: EnquiryRecord): Promise<void> {
    const { id, organizationId, createdAt, status, classSought } = record;
    await this.models.enquiries.create({ _id: id, organizationId, createdAt, status, classSought, record });
  }

  async list(organizationId: string, query: EnquiryQuery): Promise<{ items: EnquiryRecord[]; total: number }> {
    const filter = { organizationId, ...(query.status ? { status: query.status } : {}), ...(query.classSought ? { classSought: query.classSought } : {}) };
    const [docs, total] = await Promise.all([
      this.models.enquiries.find(filter).sort(NEWEST_FIRST).skip(query.skip).limit(query.limit).lean<EnquiryDocument[]>(),
      this.models.enquiries.countDocuments(filter),
    ]);
    return { items: docs.map(recordOf), total };
  }

  async all(organizationId: string): Promise<EnquiryRecord[]> {
    return (await this.models.enquiries.find({ organizationId }).sort(NEWEST_FIRST).lean<EnquiryDocument[]>()).map(recordOf);
  }

  async countNew(organizationId: string): Promise<number> {
    return this.models.enquiries.countDocuments({ organizationId, status: 'new' });
  }

  async update(organizationId: string, id: string, change: { status?: EnquiryStatus; note?: string }): Promise<EnquiryRecord | undefined> {
    const set: Record<string, unknown> = {};
    if (change.status !== undefined) {
      set['status'] = change.status;
      set['record.status'] = change.status;
    }
    if (change.note !== undefined) set['record.note'] = change.note;
    const doc = await this.models.enquiries.findOneAndUpdate({ _id: id, organizationId }, { $set: set }, { returnDocument: 'after' }).lean<EnquiryDocument>();
    return doc ? recordOf(doc) : undefined;
  }

  async remove(organizationId: string, id: string): Promise<boolean> {
    return (await this.models.enquiries.deleteOne({ _id: id, organizationId })).deletedCount > 0;
  }

  async retentionOf(organizationId: string): Promise<number | undefined> {
    return (await this.models.enquirySettings.findById(organizationId).lean<{ retentionDays: number }>())?.retentionDays;
  }

  async setRetention(organizationId: string, retentionDays: number): Promise<void> {
    await this.models.enquirySettings.updateOne({ _id: organizationId }, { $set: { retentionDays } }, { upsert: true });
  }

  /**
   * Removes enquiries past their school's retention, in pages of schools (no command names more than BATCH schools,
   * however many schools there are): the schools with a setting, by the setting; then the schools that have
   * enquiries older than the default and no setting, found by the database (oldest enquiries by the createdAt index,
   * each school's setting looked up by its id).
   */
  async removeExpired(now: number, defaultDays: number): Promise<number> {
    const before = (days: number) => now - days * DAY_MS;
    let removed = 0;
    const removeFrom = async (schools: string[], days: number) => {
      if (schools.length > 0) removed += (await this.models.enquiries.deleteMany({ organizationId: { $in: schools }, createdAt: { $lt: before(days) } })).deletedCount;
    };
    let page: string[] = [];
    let days: number | undefined;
    for await (const setting of this.models.enquirySettings.find({}).sort({ retentionDays: 1, _id: 1 }).lean<{ _id: string; retentionDays: number }>().cursor()) {
      if (setting.retentionDays !== days || page.length === BATCH) {
        if (days !== undefined) await removeFrom(page, days);
        page = [];
        days = setting.retentionDays;
      }
      page.push(setting._id);
    }
    if (days !== undefined) await removeFrom(page, days);
    const keepingTheDefault = this.models.enquiries
      .aggregate<{ _id: string }>([
        { $match: { createdAt: { $lt: before(defaultDays) } } },
        { $group: { _id: '$organizationId' } },
        { $lookup: { from: 'enquiry_settings', localField: '_id', foreignField: '_id', as: 'setting', pipeline: [{ $project: { _id: 1 } }] } },
        { $match: { setting: { $size: 0 } } },
        { $project: { _id: 1 } },
      ])
      .cursor();
    page = [];
    for await (const school of keepingTheDefault as AsyncIterable<{ _id: string }>) {
      page.push(school._id);
      if (page.length === BATCH) await removeFrom(page.splice(0), defaultDays);
    }
    await removeFrom(page, defaultDays);
    return removed;
  }
}
