import { Controller, Get, HttpCode, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { JsonBody } from '../common/request-body';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { Request } from 'express';
import type { z } from 'zod';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit';
import { EmailVerificationService } from './email-verification.service';
import { verifyEmailSchema } from '../auth/auth.schemas';
import { RetryAfterHeader } from '../auth/retry-later';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { valid } from '../common/zod-body.pipe';
import { phoneSchema } from '../sites/section.schemas';
import { SitesService } from '../sites/sites.service';
import { SiteAddressService } from './site-address.service';
import { slugChangeSchema } from './slug-change.schema';

/** Spec §7 dashboard "Profile": account facts, the site's address, phone, e-mail verification, publish/hide. */
@Controller('dashboard/profile')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class ProfileController {
  constructor(
    private readonly sites: SitesService,
    private readonly verification: EmailVerificationService,
    private readonly addresses: SiteAddressService,
  ) {}

  /** The profile of spec §3, plus the site's permanent address: `slug` and the absolute `siteUrl`. */
  @Get('info')
  async info(@SignedIn() admin: SignedInAdmin, @Req() request: Request) {
    const profile = await this.sites.profile(admin.accountId);
    const slug = await this.addresses.ensure(admin.accountId, profile.organizationName);
    return { success: true, info: { ...profile, slug, siteUrl: this.addresses.siteUrl(slug, `${request.protocol}://${request.get('host')}`) } };
  }

  @Post('slug')
  @HttpCode(200)
  async changeSlug(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(slugChangeSchema)) body: z.output<typeof slugChangeSchema>) {
    await this.addresses.change(admin.accountId, body.slug);
    return { success: true, message: API_MESSAGES.address.changed };
  }

  @Post('profile-update')
  @HttpCode(200)
  async updatePhone(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(phoneSchema)) body: z.output<typeof phoneSchema>) {
    await this.sites.updatePhone(admin.accountId, body.phone);
    return { success: true, message: API_MESSAGES.profile.phoneUpdated };
  }

  /** E-mail verification shares the auth routes' rate limit (as well as the account's limits on codes). */
  @Post('verify-email-otp')
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  @UseInterceptors(RetryAfterHeader)
  async sendCode(@SignedIn() admin: SignedInAdmin) {
    await this.verification.sendCode(admin.accountId);
    return { success: true, message: API_MESSAGES.auth.verificationCodeSent };
  }

  @Post('verify-email')
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  @UseInterceptors(RetryAfterHeader)
  async verify(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(verifyEmailSchema)) body: z.output<typeof verifyEmailSchema>) {
    await this.verification.verify(admin.accountId, body.otp);
    return { success: true, message: API_MESSAGES.auth.verified };
  }

  @Post('publish-web')
  @HttpCode(200)
  async publish(@SignedIn() admin: SignedInAdmin) {
    await this.sites.setPublished(admin.accountId, true);
    return { success: true, message: API_MESSAGES.profile.published };
  }

  @Post('unpublish-web')
  @HttpCode(200)
  async unpublish(@SignedIn() admin: SignedInAdmin) {
    await this.sites.setPublished(admin.accountId, false);
    return { success: true, message: API_MESSAGES.profile.unpublished };
  }
}
