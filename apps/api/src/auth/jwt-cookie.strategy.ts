import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { JWT_SECRET } from './auth-tokens';
import { sessionSigningKey } from './jwt-secret';
import { sessionCookie } from './session-cookie';
import { SessionService, type SignedInAdmin } from './session.service';

/** passport-jwt reading the token from the HttpOnly session cookie (never from a header or the URL). */
@Injectable()
export class JwtCookieStrategy extends PassportStrategy(Strategy, 'jwt-cookie') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    private readonly sessions: SessionService,
  ) {
    const cookieName = sessionCookie(config).name;
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request: Request) => (request.cookies?.[cookieName] as string | undefined) ?? null]),
      // passport-jwt hands it to jsonwebtoken, which takes a KeyObject (its types name only text and bytes).
      secretOrKey: sessionSigningKey(secret) as unknown as Buffer,
      ignoreExpiration: false,
    });
  }

  /** A valid signature is not enough: the session record must still exist. */
  async validate(claims: { sub?: string; sid?: string }): Promise<SignedInAdmin | false> {
    return (await this.sessions.resolveClaims(claims)) ?? false;
  }
}
