import { SessionRepository, type SessionRecord } from '../session.repository';
import type { MongoModels } from './mongo-models';

interface SessionDocument {
  _id: string;
  accountId: string;
  createdAt: number;
  /** A Date, so the TTL index removes the session once it has run out. */
  expiresAt: Date;
}

export class MongoSessionRepository extends SessionRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  async create(s: SessionRecord): Promise<void> {
    await this.models.sessions.create({ _id: s.id, accountId: s.accountId, createdAt: s.createdAt, expiresAt: new Date(s.expiresAt) });
  }

  async findActive(id: string, now: number): Promise<SessionRecord | undefined> {
    // From the primary, whatever the connection reads from: a session ended a moment ago must not be found.
    const doc = await this.models.sessions.findOne({ _id: id, expiresAt: { $gt: new Date(now) } }).read('primary').lean<SessionDocument>();
    return doc ? { id: doc._id, accountId: doc.accountId, createdAt: doc.createdAt, expiresAt: doc.expiresAt.getTime() } : undefined;
  }

  async delete(id: string): Promise<void> {
    await this.models.sessions.deleteOne({ _id: id });
  }

  async deleteAllForAccount(accountId: string): Promise<void> {
    await this.models.sessions.deleteMany({ accountId });
  }
}
