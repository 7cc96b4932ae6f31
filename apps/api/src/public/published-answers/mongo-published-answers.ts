import { exactBytes, type StoredBytes } from '../../storage/persistence/mongo/mongo-bytes';
import type { MongoModels } from '../../storage/persistence/mongo/mongo-models';
import { PublishedAnswers, type KeptAnswer } from './published-answers';

/** MongoDB's duplicate key error: an upsert met an answer of a newer version. */
const DUPLICATE_KEY = 11000;

/** The visitors' answers in MongoDB (`published_answers`, one document per published site). */
export class MongoPublishedAnswers extends PublishedAnswers {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async find(organizationId: string, now = Date.now()): Promise<KeptAnswer | undefined> {
    const [kept, site] = await Promise.all([
      this.models.publishedAnswers.findById(organizationId).lean<{ version: number; answer: StoredBytes; expiresAt?: number | null }>(),
      this.models.sites.findOne({ _id: organizationId, isPublish: true }).select({ version: 1 }).lean<{ version: number }>(),
    ]);
    if (!kept || !site || kept.version !== site.version) return undefined;
    if (kept.expiresAt == null) return { answer: exactBytes(kept.answer) };
    return kept.expiresAt > now ? { answer: exactBytes(kept.answer), expiresAt: kept.expiresAt } : undefined;
  }

  async keep(organizationId: string, version: number, answer: Buffer, expiresAt?: number): Promise<void> {
    try {
      await this.models.publishedAnswers.updateOne({ _id: organizationId, version: { $lte: version } }, { $set: { version, answer, expiresAt: expiresAt ?? null } }, { upsert: true });
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
  }

  async forget(organizationId: string): Promise<void> {
    await this.models.publishedAnswers.deleteOne({ _id: organizationId });
  }
}
