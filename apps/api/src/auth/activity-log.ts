import { Injectable, Logger } from '@nestjs/common';
import { ACTIVITY_WORDS } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { AccountRepository } from '../storage/persistence/account.repository';
import { ActivityRepository } from '../storage/persistence/activity.repository';
import { MemberRepository } from '../storage/persistence/member.repository';

/** The record is kept a year. */
export const ACTIVITY_KEPT_MS = 365 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Puts what a member did on the school's record, named as they are now (the name stays if they leave). */
@Injectable()
export class ActivityLog {
  private readonly logger = new Logger('Activity');
  private prunedAt = 0;

  constructor(
    private readonly activity: ActivityRepository,
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
  ) {}

  /** Never fails the request it records: a failure to record is logged. */
  async record(organizationId: string, actorId: string, section: string, what: string, address: string): Promise<void> {
    try {
      const now = Date.now();
      const [member, account] = await Promise.all([this.members.find(actorId), this.accounts.findById(actorId)]);
      await this.activity.record({
        id: randomBytes(12).toString('hex'),
        organizationId,
        at: now,
        actorId,
        actorName: member?.fullName || account?.userId || actorId,
        section,
        what,
        address,
      });
      if (now - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = now;
        await this.activity.forgetBefore(now - ACTIVITY_KEPT_MS);
      }
    } catch (error) {
      this.logger.warn(`Could not record "${what}": ${String(error)}`);
    }
  }

  /** A sign-in or a failed one, on the record of the school the account belongs to. */
  async signIn(accountId: string, succeeded: boolean, address: string): Promise<void> {
    const organizationId = (await this.members.find(accountId))?.organizationId ?? accountId;
    await this.record(organizationId, accountId, 'sign-in', succeeded ? ACTIVITY_WORDS.signedIn : ACTIVITY_WORDS.failedSignIn, address);
  }
}
