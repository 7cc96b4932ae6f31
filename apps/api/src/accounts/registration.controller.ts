import { Body, Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES, registrationSchema, type RegistrationPayload } from '@schoolpage/content-contract';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit';
import { RetryAfterHeader } from '../auth/retry-later';
import { valid } from '../common/zod-body.pipe';
import { RegistrationService } from './registration.service';

/** Spec §7 `POST /api/auth/register`: sign-up, under the same rate limit as the other auth routes. */
@Controller('auth')
@UseGuards(AuthRateLimitGuard)
@UseInterceptors(RetryAfterHeader)
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('register')
  @HttpCode(201)
  async register(@Body(valid(registrationSchema)) body: RegistrationPayload) {
    await this.registration.register(body);
    return { success: true, message: API_MESSAGES.auth.registered };
  }
}
