import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';

/** What a signed-in school spends: changes to its site, and requests carrying files. */
export type AccountAllowance = 'writes' | 'uploads';

const WINDOW_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Per-account allowances per minute (ACCOUNT_WRITES_PER_MINUTE, ACCOUNT_UPLOADS_PER_MINUTE), counted in
 * the throttler's storage, which is kept in the store (every instance spends from one allowance). A request
 * beyond one is 429 with `Retry-After` (the end of the minute its first request started) and changes nothing.
 */
@Injectable()
export class AccountRateLimit {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Spends one of `accountId`'s `allowance`, or throws 429 when none is left this minute. */
  async spend(allowance: AccountAllowance, accountId: string, response?: Response): Promise<void> {
    const limit = allowance === 'writes' ? this.config.accountWritesPerMinute : this.config.accountUploadsPerMinute;
    const name = `account-${allowance}`;
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(`${name}:${accountId}`, WINDOW_MS, limit, 0, name);
    if (!isBlocked) return;
    response?.setHeader('Retry-After', String(Math.max(1, timeToBlockExpire)));
    throw new HttpException(allowance === 'writes' ? API_MESSAGES.site.tooManyChanges : API_MESSAGES.files.tooManyUploads, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** After SessionGuard: every request but a read spends one of the signed-in school's writes. */
@Injectable()
export class AccountWriteLimitGuard implements CanActivate {
  constructor(private readonly limits: AccountRateLimit) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: { accountId?: string } }>();
    const accountId = request.user?.accountId;
    if (SAFE_METHODS.has(request.method) || !accountId) return true;
    await this.limits.spend('writes', accountId, http.getResponse<Response>());
    return true;
  }
}
