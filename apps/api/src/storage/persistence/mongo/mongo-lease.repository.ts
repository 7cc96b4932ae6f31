import { LeaseRepository } from '../lease.repository';
import type { MongoModels } from './mongo-models';
import { serverTime } from './mongo-server-clock';

/**
 * Leases in the `leases` collection (TTL on `expiresAt`): taking one is one upsert that only a free or run-out lease
 * lets through, run out and renewed by the server's clock (mongo-server-clock.ts).
 */
export class MongoLeaseRepository extends LeaseRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async acquire(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    try {
      await this.models.leases.updateOne(
        { _id: name, $or: [{ holder }, { $expr: { $lte: ['$expiresAt', serverTime(now)] } }] },
        [{ $set: { holder: { $literal: holder }, expiresAt: serverTime(now, ttlMs) } }],
        { upsert: true, updatePipeline: true },
      );
      return true;
    } catch (error) {
      // Held by another: the filter missed, and the upsert met the lease's _id.
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }

  async release(name: string, holder: string): Promise<void> {
    await this.models.leases.deleteOne({ _id: name, holder });
  }
}
