import { OneTimeCodeRepository, type OneTimeCodePurpose, type OneTimeCodeRecord } from '../one-time-code.repository';
import type { MongoModels } from './mongo-models';

/** As stored: `expiresAt` is a Date, so the TTL index removes the code once it has run out. */
type OneTimeCodeDocument = Omit<OneTimeCodeRecord, 'expiresAt'> & { expiresAt: Date };

const toRecord = (doc: OneTimeCodeDocument | null): OneTimeCodeRecord | undefined => doc ? { ...doc, expiresAt: doc.expiresAt.getTime() } : undefined;

export class MongoOneTimeCodeRepository extends OneTimeCodeRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async replace(c: OneTimeCodeRecord): Promise<void> {
    await this.models.codes.replaceOne({ accountId: c.accountId, purpose: c.purpose }, { ...c, expiresAt: new Date(c.expiresAt) }, { upsert: true });
  }

  async find(accountId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRecord | undefined> {
    return toRecord(await this.models.codes.findOne({ accountId, purpose }).select({ _id: 0 }).lean<OneTimeCodeDocument>());
  }

  async recordAttempt(accountId: string, purpose: OneTimeCodePurpose): Promise<number> {
    const doc = await this.models.codes
      .findOneAndUpdate({ accountId, purpose }, { $inc: { attempts: 1 } }, { returnDocument: 'after' })
      .lean<OneTimeCodeDocument>();
    return doc?.attempts ?? 0;
  }

  async consume(accountId: string, purpose: OneTimeCodePurpose, codeHash: string): Promise<boolean> {
    const result = await this.models.codes.deleteOne({ accountId, purpose, codeHash });
    return result.deletedCount === 1;
  }

  async delete(accountId: string, purpose: OneTimeCodePurpose): Promise<void> {
    await this.models.codes.deleteOne({ accountId, purpose });
  }
}
