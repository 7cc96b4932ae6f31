import type { MongoModels } from '../storage/persistence/mongo/mongo-models';
import { SendStore, deliveryFigures, type DeliveryOutcome, type SendChannel, type SendRecord, type SendSummary } from './send-store';

const deliveryId = (sendId: string, recipient: string, channel: SendChannel) => `${sendId}|${recipient}|${channel}`;
const DUPLICATE_KEY = 11000;

/** Sends and deliveries in MongoDB (`subscription_sends`, `subscription_deliveries`). */
export class MongoSendStore extends SendStore {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async add(send: SendRecord): Promise<boolean> {
    const written = await this.models.subscriptionSends.updateOne(
      { _id: send.id },
      { $setOnInsert: { organizationId: send.organizationId, dueAt: send.dueAt, state: send.state, record: send } },
      { upsert: true },
    );
    return written.upsertedCount === 1;
  }

  async due(now: number, limit: number): Promise<SendRecord[]> {
    const docs = await this.models.subscriptionSends.find({ state: 'waiting', dueAt: { $lte: now } }).sort({ dueAt: 1, _id: 1 }).limit(limit).lean<{ record: SendRecord }[]>();
    return docs.map((doc) => doc.record);
  }

  async claim(sendId: string, recipient: string, channel: SendChannel, now: number): Promise<boolean> {
    const _id = deliveryId(sendId, recipient, channel);
    const retaken = await this.models.subscriptionDeliveries.updateOne(
      { _id, state: 'failed', retryAt: { $ne: null, $lte: now } },
      { $set: { state: 'sending', retryAt: null }, $inc: { tries: 1 } },
    );
    if (retaken.modifiedCount === 1) return true;
    try {
      await this.models.subscriptionDeliveries.create({ _id, sendId, channel, state: 'sending', tries: 1, retryAt: null });
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async tries(sendId: string, recipient: string, channel: SendChannel): Promise<number> {
    const doc = await this.models.subscriptionDeliveries.findById(deliveryId(sendId, recipient, channel)).lean<{ tries: number }>();
    return doc?.tries ?? 0;
  }

  async settle(sendId: string, recipient: string, channel: SendChannel, outcome: DeliveryOutcome): Promise<void> {
    await this.models.subscriptionDeliveries.updateOne(
      { _id: deliveryId(sendId, recipient, channel) },
      { $set: outcome.sent ? { state: 'sent', retryAt: null, problem: null } : { state: 'failed', retryAt: outcome.retryAt ?? null, problem: outcome.problem.slice(0, 300) } },
    );
  }

  async retriesLeft(sendId: string): Promise<boolean> {
    return (await this.models.subscriptionDeliveries.countDocuments({ sendId, state: 'failed', retryAt: { $ne: null } })) > 0;
  }

  async finish(sendId: string, state: 'done' | 'cancelled', now: number): Promise<void> {
    await this.models.subscriptionSends.updateOne({ _id: sendId }, { $set: { state, 'record.state': state, 'record.finishedAt': now } });
  }

  async postsBetween(from: number, to: number): Promise<SendRecord[]> {
    const docs = await this.models.subscriptionSends
      .find({ dueAt: { $gte: from, $lt: to }, state: { $ne: 'cancelled' }, 'record.topic': { $ne: 'alerts' } })
      .sort({ dueAt: 1, _id: 1 })
      .lean<{ record: SendRecord }[]>();
    return docs.map((doc) => doc.record);
  }

  async recent(organizationId: string, limit: number): Promise<SendSummary[]> {
    const docs = await this.models.subscriptionSends.find({ organizationId }).sort({ dueAt: -1, _id: 1 }).limit(limit).lean<{ record: SendRecord }[]>();
    return Promise.all(
      docs.map(async ({ record: send }) => {
        const [counted, problems] = await Promise.all([
          this.models.subscriptionDeliveries.aggregate<{ _id: { channel: SendChannel; state: string }; n: number }>([
            { $match: { sendId: send.id } },
            // A delivery stored before push was added names no channel: it was a mail.
            { $group: { _id: { channel: { $ifNull: ['$channel', 'mail'] }, state: '$state' }, n: { $sum: 1 } } },
          ]),
          this.models.subscriptionDeliveries.distinct('problem', { sendId: send.id, state: 'failed' }),
        ]);
        const figures = deliveryFigures(counted.map(({ _id, n }) => ({ ..._id, n })));
        return { id: send.id, topic: send.topic, title: send.post.title, dueAt: send.dueAt, state: send.state, ...figures, problems: problems.slice(0, 5) };
      }),
    );
  }
}
