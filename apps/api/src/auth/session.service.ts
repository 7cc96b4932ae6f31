import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import { SessionRepository } from '../storage/persistence/session.repository';
import { SESSION_LIFETIME_MS } from './session-cookie';

/** Who is signed in, as read from a valid token naming a live session. */
export interface SignedInAdmin {
  accountId: string;
  sessionId: string;
}

interface SessionTokenClaims {
  sub: string;
  sid: string;
}

/** Sessions are server-side records; the cookie's JWT only names one, so ending the record ends the session. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly jwt: JwtService,
  ) {}

  /** Starts a fresh session and returns its signed token. */
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
    const session = await this.sessions.findActive(claims.sid, Date.now());
    if (!session || session.accountId !== claims.sub) return undefined;
    return { accountId: session.accountId, sessionId: session.id };
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

  endAll(accountId: string): Promise<void> {
    return this.sessions.deleteAllForAccount(accountId);
  }
}
