import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseGuards, UseInterceptors } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { API_MESSAGES, AUTH_API, TEAM_MESSAGES, twoStepCodeSchema, TWO_STEP_API } from '@schoolpage/content-contract';
import { JwtService } from '@nestjs/jwt';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { valid } from '../common/zod-body.pipe';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from './auth.schemas';
import { AUTH_THROTTLER, AuthRateLimitGuard } from './auth-rate-limit';
import { AuthService } from './auth.service';
import { BrowserSessions } from './browser-sessions';
import { clientAddress } from './client-address';
import { RetryAfterHeader } from './retry-later';
import { sessionCookie } from './session-cookie';
import { SessionService } from './session.service';
import { apiRoute } from '../common/api-route';

/** What the cookie of a sign-in waiting for its second step stands for, and how long it waits. */
const SECOND_STEP = 'second-step';
const SECOND_STEP_SECONDS = 300;

/**
 * Spec §7 "Authentication": /api/auth/*. Routes that check credentials or send codes share one rate
 * limit per client address; the session check and logout, which every page load may call, are not limited.
 */
@Controller()
@UseGuards(AuthRateLimitGuard)
@UseInterceptors(RetryAfterHeader)
export class AuthController {
  private readonly cookie: ReturnType<typeof sessionCookie>;
  private readonly secondStepCookie: string;

  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly jwt: JwtService,
    private readonly browsers: BrowserSessions,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.cookie = sessionCookie(config);
    this.secondStepCookie = `${this.cookie.name}_second_step`;
  }

  private tokenOf(request: Request): string | undefined {
    return request.cookies?.[this.cookie.name] as string | undefined;
  }

  @Get(apiRoute(AUTH_API.isAuth))
  @SkipThrottle({ [AUTH_THROTTLER]: true })
  async isAuth(@Req() request: Request) {
    return { loggedIn: Boolean(await this.sessions.resolveToken(this.tokenOf(request))) };
  }

  @Post(apiRoute(AUTH_API.login))
  @HttpCode(200)
  async login(@Body(valid(loginSchema)) body: z.output<typeof loginSchema>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const outcome = await this.auth.login(body.userId, body.password, clientAddress(request));
    if ('secondStepOf' in outcome) {
      // The password was right; the session starts only after the authenticator's code (loginSecondStep).
      const pending = await this.jwt.signAsync({ sub: outcome.secondStepOf, purpose: SECOND_STEP }, { expiresIn: SECOND_STEP_SECONDS });
      response.cookie(this.secondStepCookie, pending, { ...this.cookie.options, maxAge: SECOND_STEP_SECONDS * 1000 });
      return { success: true, twoStepRequired: true, message: TEAM_MESSAGES.twoStepCodeNeeded };
    }
    await this.browsers.signIn(outcome.signedIn, request, response);
    return { success: true, message: API_MESSAGES.auth.loggedIn };
  }

  /** `POST /api/auth/login/two-step` `{ code }`: the second step, within 5 minutes of the password. */
  @Post(apiRoute(TWO_STEP_API.login))
  @HttpCode(200)
  async loginSecondStep(@Body(valid(twoStepCodeSchema)) body: z.output<typeof twoStepCodeSchema>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const pending = request.cookies?.[this.secondStepCookie] as string | undefined;
    const claims = pending ? await this.jwt.verifyAsync<{ sub?: string; purpose?: string }>(pending).catch(() => undefined) : undefined;
    if (!claims?.sub || claims.purpose !== SECOND_STEP) throw new UnauthorizedException(TEAM_MESSAGES.twoStepExpired);
    await this.auth.secondStep(claims.sub, body.code, clientAddress(request));
    response.clearCookie(this.secondStepCookie, this.cookie.options);
    await this.browsers.signIn(claims.sub, request, response);
    return { success: true, message: API_MESSAGES.auth.loggedIn };
  }


  @Post(apiRoute(AUTH_API.logout))
  @SkipThrottle({ [AUTH_THROTTLER]: true })
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const session = await this.sessions.resolveToken(this.tokenOf(request));
    if (session) await this.sessions.end(session.sessionId);
    response.clearCookie(this.cookie.name, this.cookie.options);
    return { success: true, message: API_MESSAGES.auth.loggedOut };
  }

  @Post(apiRoute(AUTH_API.forgotPasswordOtp))
  @HttpCode(200)
  async forgotPassword(@Body(valid(forgotPasswordSchema)) body: z.output<typeof forgotPasswordSchema>) {
    await this.auth.requestPasswordReset(body.email);
    return { success: true, message: API_MESSAGES.auth.resetCodeSent };
  }

  @Post(apiRoute(AUTH_API.resetPassword))
  @HttpCode(200)
  async resetPassword(@Body(valid(resetPasswordSchema)) body: z.output<typeof resetPasswordSchema>) {
    await this.auth.resetPassword(body.email, body.otp, body.newPassword);
    return { success: true, message: API_MESSAGES.auth.passwordReset };
  }
}
