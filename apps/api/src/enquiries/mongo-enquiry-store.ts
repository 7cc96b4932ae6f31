import type { EnquiryStatus } from '@schoolpage/content-contract';
import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { EnquiryStore, type EnquiryQuery, type EnquiryRecord } from './enquiry-store';

interface EnquiryDocument {
  status: EnquiryStatus;
  record: EnquiryRecord;
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
    const doc = await this.models.enquiries.findOneAndUpdate({ _id: id, organizationId }, { $set: set }, { new: true }).lean<EnquiryDocument>();
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

  async removeExpired(now: number, defaultDays: number): Promise<number> {
    // One deletion per retention in use (a handful of values), and one for every school that keeps the default.
    const settings = await this.models.enquirySettings.find({}).lean<{ _id: string; retentionDays: number }[]>();
    const schoolsBy = new Map<number, string[]>();
    for (const { _id, retentionDays } of settings) schoolsBy.set(retentionDays, [...(schoolsBy.get(retentionDays) ?? []), _id]);
    const olderThan = (days: number) => ({ $lt: now - days * DAY_MS });
    let removed = (await this.models.enquiries.deleteMany({ organizationId: { $nin: settings.map((s) => s._id) }, createdAt: olderThan(defaultDays) })).deletedCount;
    for (const [days, schools] of schoolsBy) {
      removed += (await this.models.enquiries.deleteMany({ organizationId: { $in: schools }, createdAt: olderThan(days) })).deletedCount;
    }
    return removed;
  }
}
