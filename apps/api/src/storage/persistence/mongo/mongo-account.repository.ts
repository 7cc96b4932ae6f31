import { isDashboardLanguage } from '@schoolpage/content-contract';
import {
  AccountRepository,
  type AccountChanges,
  type AccountCreation,
  type AccountRecord,
  type LoginLockPolicy,
} from '../account.repository';
import type { ClientSession } from 'mongoose';
import type { MongoModels } from './mongo-models';

type AccountDocument = Omit<AccountRecord, 'id'> & { _id: string };

function toRecord(doc: AccountDocument | null): AccountRecord | undefined {
  if (!doc) return undefined;
  const { _id, ...rest } = doc as AccountDocument & { userIdKey?: string; emailKey?: string };
  delete (rest as { userIdKey?: string }).userIdKey;
  delete (rest as { emailKey?: string }).emailKey;
  const { dashboardLanguage, ...fields } = rest;
  return {
    id: _id,
    ...fields,
    lockedUntil: rest.lockedUntil ?? null,
    twoStepRequired: rest.twoStepRequired === true,
    ...(isDashboardLanguage(dashboardLanguage) ? { dashboardLanguage } : {}),
  };
}

export class MongoAccountRepository extends AccountRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  /** Creates the account, inside `session`'s transaction when given. */
  async create(a: AccountRecord, session?: ClientSession): Promise<AccountCreation> {
    const { id, ...rest } = a;
    try {
      await this.models.accounts.create([{ _id: id, ...rest, userIdKey: a.userId.toLowerCase(), emailKey: a.email.toLowerCase() }], { session });
      return 'created';
    } catch (error) {
      const duplicate = error as { code?: number; keyPattern?: Record<string, unknown> };
      if (duplicate.code !== 11000) throw error;
      return duplicate.keyPattern && 'userIdKey' in duplicate.keyPattern ? 'userIdTaken' : 'emailTaken';
    }
  }

  async findById(id: string) {
    return toRecord(await this.models.accounts.findById(id).lean<AccountDocument>());
  }

  async findByUserId(userId: string) {
    return toRecord(await this.models.accounts.findOne({ userIdKey: userId.toLowerCase() }).lean<AccountDocument>());
  }

  async findByEmail(email: string) {
    return toRecord(await this.models.accounts.findOne({ emailKey: email.toLowerCase() }).lean<AccountDocument>());
  }

  async update(id: string, changes: AccountChanges): Promise<void> {
    await this.models.accounts.updateOne({ _id: id }, { $set: changes });
  }

  async recordFailedLogin(id: string, now: number, policy: LoginLockPolicy) {
    const reachesLimit = { $gte: [{ $add: ['$failedLogins', 1] }, policy.maxFailures] };
    const doc = await this.models.accounts
      .findOneAndUpdate(
        { _id: id },
        [
          {
            $set: {
              failedLogins: { $cond: [reachesLimit, 0, { $add: ['$failedLogins', 1] }] },
              lockedUntil: { $cond: [reachesLimit, now + policy.lockMs, '$lockedUntil'] },
            },
          },
        ],
        { returnDocument: 'after', updatePipeline: true },
      )
      .lean<AccountDocument>();
    return { failedLogins: doc?.failedLogins ?? 0, lockedUntil: doc?.lockedUntil ?? null };
  }

  async clearFailedLogins(id: string): Promise<void> {
    await this.models.accounts.updateOne({ _id: id }, { $set: { failedLogins: 0, lockedUntil: null } });
  }

  async count(): Promise<number> {
    // Schools: an account that joined another school by invitation is not one. Both counts are read without documents:
    // the collection's own count, and the invited members' index.
    const [accounts, joined] = await Promise.all([
      this.models.accounts.estimatedDocumentCount(),
      this.models.members.countDocuments({ joinedByInvitation: true }),
    ]);
    return accounts - joined;
  }
}
