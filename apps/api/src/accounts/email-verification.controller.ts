import { Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES, DASHBOARD_API } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit';
import { verifyEmailSchema } from '../auth/auth.schemas';
import { RetryAfterHeader } from '../auth/retry-later';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { EmailVerificationService } from './email-verification.service';

/**
 * Spec §7 e-mail verification from the dashboard: a code sent, then checked. It shares the auth routes'
 * rate limit (as well as the account's limits on codes). Sending answers `retryAfterSeconds`, the wait before
 * another code may be sent; a refusal to send says the same (and `Retry-After`), so the page can count it down.
 */
@Controller()
@Access('self')
@UseGuards(SessionGuard, AccountWriteLimitGuard, AuthRateLimitGuard)
@UseInterceptors(RetryAfterHeader)
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post(apiRoute(DASHBOARD_API.verifyEmailOtp))
  @HttpCode(200)
  async sendCode(@SignedIn() admin: SignedInAdmin) {
    const { retryAfterSeconds } = await this.verification.sendCode(admin.memberId);
    return { success: true, message: API_MESSAGES.auth.verificationCodeSent, retryAfterSeconds };
  }

  @Post(apiRoute(DASHBOARD_API.verifyEmail))
  @HttpCode(200)
  async verify(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(verifyEmailSchema)) body: z.output<typeof verifyEmailSchema>) {
    await this.verification.verify(admin.memberId, body.otp);
    return { success: true, message: API_MESSAGES.auth.verified };
  }
}
