import type { TeamRole } from '@schoolpage/content-contract';
import type { ClientSession } from 'mongoose';
import { MemberRepository, type MemberChange, type MemberRecord, type MemberWithSignIn, type TwoStep } from '../member.repository';
import { ownersGuard, writeGuard } from './mongo-guard';
import type { MongoModels } from './mongo-models';

interface MemberDocument extends Omit<MemberRecord, 'accountId'> {
  _id: string;
}

const toRecord = ({ _id, joinedByInvitation: _joined, ...rest }: MemberDocument & { joinedByInvitation?: boolean }): MemberRecord => ({ accountId: _id, ...rest, lastSeenAt: rest.lastSeenAt ?? null, removedAt: rest.removedAt ?? null, twoStep: rest.twoStep ?? null });

/** Thrown inside a transaction to abort it, carrying why. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<MemberChange, 'changed'>) {
    super(outcome);
  }
}

export class MongoMemberRepository extends MemberRepository {
  constructor(private readonly models: MongoModels) {
    super();
  }

  /** Creates a membership, inside `session`'s transaction when given. */
  async create(member: MemberRecord, session?: ClientSession): Promise<void> {
    const { accountId, ...rest } = member;
    await this.models.members.create([{ _id: accountId, ...rest, ...(rest.organizationId !== accountId ? { joinedByInvitation: true } : {}) }], { session });
  }

  async find(accountId: string): Promise<MemberRecord | undefined> {
    const doc = await this.models.members.findById(accountId).lean<MemberDocument>();
    return doc ? toRecord(doc) : undefined;
  }

  async ensureFounder(accountId: string): Promise<MemberRecord | undefined> {
    const account = await this.models.accounts.findById(accountId).lean<{ createdAt: number }>();
    if (!account) return undefined;
    await this.models.members.updateOne(
      { _id: accountId },
      { $setOnInsert: { organizationId: accountId, role: 'owner', fullName: '', joinedAt: account.createdAt, lastSeenAt: null, removedAt: null } },
      { upsert: true },
    );
    return this.find(accountId);
  }

  async list(organizationId: string): Promise<MemberWithSignIn[]> {
    const members = await this.models.members.find({ organizationId, removedAt: null }).sort({ joinedAt: 1, _id: 1 }).lean<MemberDocument[]>();
    const accounts = await this.models.accounts.find({ _id: { $in: members.map((m) => m._id) } }, { userId: 1, email: 1 }).lean<{ _id: string; userId: string; email: string }[]>();
    const byId = new Map(accounts.map((a) => [a._id, a]));
    return members.flatMap((m) => {
      const account = byId.get(m._id);
      return account ? [{ ...toRecord(m), userId: account.userId, email: account.email }] : [];
    });
  }

  setRole(organizationId: string, accountId: string, role: TeamRole): Promise<MemberChange> {
    return this.change(organizationId, accountId, { role }, role === 'owner');
  }

  remove(organizationId: string, accountId: string, now: number): Promise<MemberChange> {
    return this.change(organizationId, accountId, { removedAt: now }, false);
  }

  async setTwoStep(accountId: string, twoStep: TwoStep | null): Promise<void> {
    await this.models.members.updateOne({ _id: accountId }, { $set: { twoStep } });
  }

  async replaceTwoStep(accountId: string, before: TwoStep, after: TwoStep | null): Promise<boolean> {
    // Field by field (a whole-subdocument match would depend on the order of its fields).
    const unchanged = {
      'twoStep.secret': before.secret,
      'twoStep.enabled': before.enabled,
      'twoStep.recoveryHashes': before.recoveryHashes,
      'twoStep.lastStep': before.lastStep,
    };
    const result = await this.models.members.updateOne({ _id: accountId, ...unchanged }, { $set: { twoStep: after } });
    return result.modifiedCount === 1;
  }

  async touch(accountId: string, now: number): Promise<void> {
    await this.models.members.updateOne({ _id: accountId }, { $set: { lastSeenAt: now } });
  }

  /**
   * One transaction: the school's owners are counted and the member changed together, after the school's owners guard
   * is written, so two changes at once (two owners demoting each other) are decided one after the other.
   */
  private async change(organizationId: string, accountId: string, changes: Partial<MemberRecord>, staysOwner: boolean): Promise<MemberChange> {
    try {
      await this.models.members.db.transaction(async (session) => {
        await writeGuard(this.models, ownersGuard(organizationId), session);
        const member = await this.models.members.findOne({ _id: accountId, organizationId, removedAt: null }).session(session).lean<MemberDocument>();
        if (!member) throw new Refused('notFound');
        if (member.role === 'owner' && !staysOwner) {
          const owners = await this.models.members.countDocuments({ organizationId, role: 'owner', removedAt: null }).session(session);
          if (owners <= 1) throw new Refused('lastOwner');
        }
        await this.models.members.updateOne({ _id: accountId }, { $set: changes }, { session });
      });
      return 'changed';
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  }
}
