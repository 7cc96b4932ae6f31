import { FileOwnerRepository } from '../file-owner.repository';
import type { MongoModels } from './mongo-models';

export class MongoFileOwnerRepository extends FileOwnerRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async record(key: string, organizationId: string): Promise<void> {
    await this.models.fileOwners.updateOne({ _id: key }, { $setOnInsert: { organizationId, createdAt: Date.now() } }, { upsert: true });
  }

  async ownerOf(key: string): Promise<string | undefined> {
    const doc = await this.models.fileOwners.findById(key).lean<{ organizationId: string }>();
    return doc?.organizationId;
  }

  async forget(key: string): Promise<void> {
    await this.models.fileOwners.deleteOne({ _id: key });
  }
}
