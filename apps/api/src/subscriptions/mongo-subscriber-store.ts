import type { SubscriptionDelivery, SubscriptionTopic } from '@schoolpage/content-contract';
import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { SubscriberStore, type SubscriberRecord } from './subscriber-store';

interface SubscriberDocument {
  record: SubscriberRecord;
}

const recordOf = (doc: SubscriberDocument | null | undefined): SubscriberRecord | undefined => doc?.record;

/** Subscribers in MongoDB (`subscribers`): the looked-up fields beside the whole record. */
export class MongoSubscriberStore extends SubscriberStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async find(organizationId: string, email: string): Promise<SubscriberRecord | undefined> {
    return recordOf(await this.models.subscribers.findOne({ organizationId, email }).lean<SubscriberDocument>());
  }

  async findById(id: string): Promise<SubscriberRecord | undefined> {
    return recordOf(await this.models.subscribers.findById(id).lean<SubscriberDocument>());
  }

  async save(record: SubscriberRecord): Promise<void> {
    await this.models.subscribers.replaceOne({ _id: record.id }, this.documentOf(record), { upsert: true });
  }

  async confirm(tokenHash: string, now: number): Promise<SubscriberRecord | undefined> {
    const found = recordOf(await this.models.subscribers.findOne({ confirmTokenHash: tokenHash, confirmExpiresAt: { $gt: now } }).lean<SubscriberDocument>());
    if (!found) return undefined;
    const { confirmTokenHash: _used, confirmExpiresAt: _end, ...rest } = found;
    const confirmed: SubscriberRecord = { ...rest, confirmedAt: now };
    // Once: only the request that still finds the token takes it.
    const taken = await this.models.subscribers.replaceOne({ _id: found.id, confirmTokenHash: tokenHash }, this.documentOf(confirmed));
    return taken.modifiedCount === 1 ? confirmed : undefined;
  }

  async setTopics(id: string, topics: SubscriptionTopic[], delivery?: SubscriptionDelivery): Promise<SubscriberRecord | undefined> {
    const changes = { 'record.topics': topics, ...(delivery ? { 'record.delivery': delivery } : {}) };
    const doc = await this.models.subscribers.findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' }).lean<SubscriberDocument>();
    return recordOf(doc);
  }

  async remove(id: string): Promise<boolean> {
    return (await this.models.subscribers.deleteOne({ _id: id })).deletedCount > 0;
  }

  async removeUnconfirmed(now: number): Promise<number> {
    return (await this.models.subscribers.deleteMany({ confirmedAt: null, confirmExpiresAt: { $lte: now } })).deletedCount;
  }

  async confirmed(organizationId: string): Promise<SubscriberRecord[]> {
    const docs = await this.models.subscribers.find({ organizationId, confirmedAt: { $ne: null } }).sort({ confirmedAt: 1, _id: 1 }).lean<SubscriberDocument[]>();
    return docs.map((doc) => doc.record);
  }

  private documentOf(record: SubscriberRecord) {
    const { id, organizationId, email, confirmedAt, confirmTokenHash, confirmExpiresAt } = record;
    return { _id: id, organizationId, email, confirmedAt: confirmedAt ?? null, confirmTokenHash, confirmExpiresAt, record };
  }
}
