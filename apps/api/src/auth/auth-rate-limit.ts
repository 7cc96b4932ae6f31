import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import type { PlatformConfig } from '../config/platform-config';
import { clientAddress } from './client-address';

/** The one allowance the auth routes (and the contact form) share per address. */
export const AUTH_THROTTLER = 'auth';

/**
 * AUTH_RATE_LIMIT requests per minute per client address, counted across every guarded route together
 * (the key leaves the route out), so a new route or a new X-Forwarded-For value buys no fresh allowance.
 */
export function authRateLimit(config: PlatformConfig): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: AUTH_THROTTLER, ttl: 60_000, limit: config.authRateLimitPerMinute }],
    getTracker: (request) => clientAddress(request as Request),
    generateKey: (_context, tracker, name) => `${name}:${tracker}`,
    // The throttler's own headers carry the throttler's name (retry-after-auth); AuthRateLimitGuard sends the standard one.
    setHeaders: false,
    errorMessage: API_MESSAGES.auth.tooManyRequests,
  };
}

/** The shared auth rate limit; a refusal is 429 with the standard `Retry-After` (seconds). */
@Injectable()
export class AuthRateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    await super.throwThrottlingException(context, detail);
  }
}
