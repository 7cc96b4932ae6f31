import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { SESSION_LIFETIME_MS, sessionCookie } from './session-cookie';
import { SessionService } from './session.service';

/** A browser signing in: a fresh session in the cookie; any session this browser had before ends. */
@Injectable()
export class BrowserSessions {
  private readonly cookie: ReturnType<typeof sessionCookie>;

  constructor(
    private readonly sessions: SessionService,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.cookie = sessionCookie(config);
  }

  /** Starts a session of `accountId` in this browser. */
  async signIn(accountId: string, request: Request, response: Response): Promise<void> {
    const previous = await this.sessions.resolveToken(request.cookies?.[this.cookie.name] as string | undefined);
    if (previous) await this.sessions.end(previous.sessionId);
    response.cookie(this.cookie.name, await this.sessions.start(accountId, Date.now()), { ...this.cookie.options, maxAge: SESSION_LIFETIME_MS });
  }
}
