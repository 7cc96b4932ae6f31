import type { AccountRecord } from '../account.repository';
import { InvitationRepository, type InvitationRecord, type JoinOutcome } from '../invitation.repository';
import type { MongoAccountRepository } from './mongo-account.repository';
import type { MongoMemberRepository } from './mongo-member.repository';
import { ownersGuard, writeGuard } from './mongo-guard';
import type { MongoModels } from './mongo-models';

interface InvitationDocument extends Omit<InvitationRecord, 'id' | 'expiresAt'> {
  _id: string;
  /** A Date, so the TTL index removes the invitation once it has run out; moved to `acceptBy` once it is accepted (kept). */
  expiresAt?: Date;
  acceptBy?: Date;
}

const toRecord = ({ _id, expiresAt, acceptBy, ...rest }: InvitationDocument): InvitationRecord => ({
  id: _id,
  ...rest,
  expiresAt: (expiresAt ?? acceptBy ?? new Date(0)).getTime(),
  acceptedAt: rest.acceptedAt ?? null,
});

/** Thrown inside the transaction to abort it, carrying why. */
class Refused extends Error {
  constructor(readonly outcome: 'invalid' | 'userIdTaken' | 'emailTaken') {
    super(outcome);
  }
}

export class MongoInvitationRepository extends InvitationRepository {
  constructor(
    private readonly models: MongoModels,
    private readonly accounts: MongoAccountRepository,
    private readonly members: MongoMemberRepository,
  ) {
    super();
  }

  async create({ id, expiresAt, ...rest }: InvitationRecord): Promise<void> {
    await this.models.invitations.create({ _id: id, ...rest, expiresAt: new Date(expiresAt) });
  }

  async pending(organizationId: string, now: number): Promise<InvitationRecord[]> {
    const docs = await this.models.invitations
      .find({ organizationId, acceptedAt: null, expiresAt: { $gt: new Date(now) } })
      .sort({ createdAt: 1, _id: 1 })
      .read('primary')
      .lean<InvitationDocument[]>();
    return docs.map(toRecord);
  }

  async withdraw(organizationId: string, id: string): Promise<boolean> {
    return (await this.models.invitations.deleteOne({ _id: id, organizationId, acceptedAt: null })).deletedCount > 0;
  }

  async findValid(tokenHash: string, now: number): Promise<InvitationRecord | undefined> {
    const doc = await this.models.invitations.findOne({ tokenHash, acceptedAt: null, expiresAt: { $gt: new Date(now) } }).read('primary').lean<InvitationDocument>();
    return doc ? toRecord(doc) : undefined;
  }

  async join(tokenHash: string, account: AccountRecord, fullName: string, now: number): Promise<JoinOutcome> {
    try {
      let joined: JoinOutcome | undefined;
      await this.models.invitations.db.transaction(async (session) => {
        const invitation = await this.models.invitations
          // Accepted, it is kept: its run-out time leaves the TTL index's field.
          .findOneAndUpdate({ tokenHash, acceptedAt: null, expiresAt: { $gt: new Date(now) } }, { $set: { acceptedAt: now }, $rename: { expiresAt: 'acceptBy' } }, { session })
          .lean<InvitationDocument>();
        if (!invitation) throw new Refused('invalid');
        await writeGuard(this.models, ownersGuard(invitation.organizationId), session);
        const created = await this.accounts.create(account, session);
        if (created !== 'created') throw new Refused(created);
        const member = { accountId: account.id, organizationId: invitation.organizationId, role: invitation.role, fullName, joinedAt: now, lastSeenAt: null, removedAt: null };
        await this.members.create(member, session);
        joined = { joined: member };
      });
      return joined ?? { refused: 'invalid' };
    } catch (error) {
      if (error instanceof Refused) return { refused: error.outcome };
      throw error;
    }
  }
}
