import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { PushSubscriberStore, type PushSubscriberRecord } from './push-subscriber-store';

interface PushSubscriberDocument {
  record: PushSubscriberRecord;
}

/** Push subscribers in MongoDB (`push_subscribers`): the looked-up fields beside the whole record. */
export class MongoPushSubscriberStore extends PushSubscriberStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async find(organizationId: string, endpoint: string): Promise<PushSubscriberRecord | undefined> {
    return (await this.models.pushSubscribers.findOne({ organizationId, endpoint }).lean<PushSubscriberDocument>())?.record;
  }

  async save(record: PushSubscriberRecord): Promise<PushSubscriberRecord> {
    // One per school and endpoint: the first write's id stays (the unique index decides between two at once).
    const doc = await this.models.pushSubscribers
      .findOneAndUpdate(
        { organizationId: record.organizationId, endpoint: record.endpoint },
        { $setOnInsert: { _id: record.id }, $set: { consentAt: record.consentAt } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<{ _id: string }>();
    const kept = { ...record, id: doc?._id ?? record.id };
    await this.models.pushSubscribers.updateOne({ _id: kept.id }, { $set: { record: kept } });
    return kept;
  }

  async remove(id: string): Promise<boolean> {
    return (await this.models.pushSubscribers.deleteOne({ _id: id })).deletedCount > 0;
  }

  async of(organizationId: string): Promise<PushSubscriberRecord[]> {
    const docs = await this.models.pushSubscribers.find({ organizationId }).sort({ consentAt: 1, _id: 1 }).lean<PushSubscriberDocument[]>();
    return docs.map((doc) => doc.record);
  }
}
