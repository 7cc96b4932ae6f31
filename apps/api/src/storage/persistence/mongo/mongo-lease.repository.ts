import { LeaseRepository } from '../lease.repository';
import type { MongoModels } from './mongo-models';

/** Leases in the `leases` collection (TTL on `expiresAt`): taking one is one upsert that only a free or run-out lease lets through. */
export class MongoLeaseRepository extends LeaseRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async acquire(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    try {
      await this.models.leases.updateOne(
        { _id: name, $or: [{ holder }, { expiresAt: { $lte: new Date(now) } }] },
        { $set: { holder, expiresAt: new Date(now + ttlMs) } },
        { upsert: true },
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
