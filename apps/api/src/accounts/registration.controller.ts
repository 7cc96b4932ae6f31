import { Body, Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES, AUTH_API, type RegistrationPayload, registrationSchema } from '@schoolpage/content-contract';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit';
import { RetryAfterHeader } from '../auth/retry-later';
import { valid } from '../common/zod-body.pipe';
import { RegistrationService } from './registration.service';
import { apiRoute } from '../common/api-route';

/** Spec §7 `POST /api/auth/register`: sign-up, under the same rate limit as the other auth routes. */
@Controller()
@UseGuards(AuthRateLimitGuard)
@UseInterceptors(RetryAfterHeader)
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post(apiRoute(AUTH_API.register))
  @HttpCode(201)
  async register(@Body(valid(registrationSchema)) body: RegistrationPayload) {
    await this.registration.register(body);
    return { success: true, message: API_MESSAGES.auth.registered };
  }
}
