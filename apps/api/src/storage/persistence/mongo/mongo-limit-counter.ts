import { LimitCounter, type GateOutcome, type WindowCount } from '../limit-counter';
import type { MongoModels } from './mongo-models';
import { serverTime } from './mongo-server-clock';

interface LimitDocument {
  _id: string;
  count: number;
  opensAt: Date;
  expiresAt: Date;
  passed: boolean;
}

/**
 * Limits in the `limits` collection (TTL on `expiresAt`): each call is one `findOneAndUpdate` with upsert,
 * an update pipeline that reads the document as it was, so the window and the gate are decided atomically, on the
 * server's clock (mongo-server-clock.ts).
 */
export class MongoLimitCounter extends LimitCounter {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const at = serverTime(now);
    const fresh = { $not: [{ $gt: ['$expiresAt', at] }] };
    const doc = await this.models.limits
      .findOneAndUpdate(
        { _id: key },
        [
          {
            $set: {
              count: { $cond: [fresh, 1, { $add: ['$count', 1] }] },
              expiresAt: { $cond: [fresh, serverTime(now, windowMs), '$expiresAt'] },
            },
          },
        ],
        { upsert: true, returnDocument: 'after', updatePipeline: true },
      )
      .lean<LimitDocument>();
    if (!doc) throw new Error(`The limit ${key} was not written.`);
    return { hits: doc.count, resetsAt: doc.expiresAt.getTime() };
  }

  async pass(key: string, waitsMs: readonly number[], keepMs: number, now: number): Promise<GateOutcome> {
    const at = serverTime(now);
    const last = waitsMs.length - 1;
    const waitAfter = (tries: unknown) => ({ $arrayElemAt: [[...waitsMs], { $min: [tries, last] }] });
    const doc = await this.models.limits
      .findOneAndUpdate(
        { _id: key },
        [
          // Decided on the document as it was: a gate never used (or forgotten) is fresh, and a fresh gate is open.
          { $set: { fresh: { $not: [{ $gt: ['$expiresAt', at] }] } } },
          { $set: { passed: { $or: ['$fresh', { $lte: ['$opensAt', at] }] } } },
          { $set: { count: { $cond: ['$fresh', 1, { $cond: ['$passed', { $add: ['$count', 1] }, '$count'] }] } } },
          {
            $set: {
              opensAt: { $cond: ['$passed', { $add: [at, waitAfter('$count')] }, '$opensAt'] },
              expiresAt: { $cond: ['$passed', serverTime(now, keepMs), '$expiresAt'] },
            },
          },
          { $unset: 'fresh' },
        ],
        { upsert: true, returnDocument: 'after', updatePipeline: true },
      )
      .lean<LimitDocument>();
    if (!doc) throw new Error(`The limit ${key} was not written.`);
    return doc.passed ? { passed: true, tries: doc.count } : { passed: false, opensAt: doc.opensAt.getTime() };
  }

  async clear(key: string): Promise<void> {
    await this.models.limits.deleteOne({ _id: key });
  }
}
