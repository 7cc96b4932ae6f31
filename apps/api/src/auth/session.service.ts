import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import type { TeamRole } from '@schoolpage/content-contract';
import { AccountRepository } from '../storage/persistence/account.repository';
import { MemberRepository } from '../storage/persistence/member.repository';
import { SessionRepository } from '../storage/persistence/session.repository';
import { SESSION_LIFETIME_MS } from './session-cookie';

/** Who is signed in, as read from a valid token naming a live session of a member who was not removed. */
export interface SignedInAdmin {
  /** The school's id (its organisation id): what the signed-in person works on. */
  accountId: string;
  /** The person's own account (their sign-in); the school's first owner's is the school's id. */
  memberId: string;
  role: TeamRole;
  sessionId: string;
  /** The school requires the second sign-in step and this member has not turned it on: only that may be done. */
  twoStepMissing: boolean;
}

/** A member's last visit is written at most this often. */
const LAST_SEEN_STEP_MS = 60_000;

interface SessionTokenClaims {
  sub: string;
  sid: string;
}

/** Sessions are server-side records; the cookie's JWT only names one, so ending the record ends the session. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
    private readonly jwt: JwtService,
  ) {}

  /** Starts a fresh session of one person (their own account id) and returns its signed token. */
  async start(accountId: string, now = Date.now()): Promise<string> {
    const sessionId = randomBytes(24).toString('base64url');
    await this.sessions.create({ id: sessionId, accountId, createdAt: now, expiresAt: now + SESSION_LIFETIME_MS });
    return this.jwt.signAsync({ sub: accountId, sid: sessionId } satisfies SessionTokenClaims, {
      expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000),
    });
  }

  /** The admin a token stands for, if the token is valid and its session still lives. */
  async resolveClaims(claims: Partial<SessionTokenClaims> | undefined): Promise<SignedInAdmin | undefined> {
    if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return undefined;
    const now = Date.now();
    const session = await this.sessions.findActive(claims.sid, now);
    if (!session || session.accountId !== claims.sub) return undefined;
    const member = (await this.members.find(session.accountId)) ?? (await this.members.ensureFounder(session.accountId));
    if (!member || member.removedAt !== null) return undefined;
    if (member.lastSeenAt === null || now - member.lastSeenAt >= LAST_SEEN_STEP_MS) await this.members.touch(member.accountId, now);
    const twoStepMissing = !member.twoStep?.enabled && (await this.accounts.findById(member.organizationId))?.twoStepRequired === true;
    return { accountId: member.organizationId, memberId: member.accountId, role: member.role, sessionId: session.id, twoStepMissing };
  }

  async resolveToken(token: string | undefined): Promise<SignedInAdmin | undefined> {
    if (!token) return undefined;
    try {
      return await this.resolveClaims(await this.jwt.verifyAsync<SessionTokenClaims>(token));
    } catch {
      return undefined;
    }
  }

  end(sessionId: string): Promise<void> {
    return this.sessions.delete(sessionId);
  }

  /** Ends every session of one person (their own account id). */
  endAll(memberId: string): Promise<void> {
    return this.sessions.deleteAllForAccount(memberId);
  }
}
