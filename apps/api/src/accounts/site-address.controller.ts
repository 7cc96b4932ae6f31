import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, DASHBOARD_API } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { SiteAddressService } from './site-address.service';
import { slugChangeSchema } from './slug-change.schema';

/** `POST /api/dashboard/profile/slug`: the admin changes the site's address `/s/<slug>`. */
@Controller()
@Access('owner')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class SiteAddressController {
  constructor(private readonly addresses: SiteAddressService) {}

  @Post(apiRoute(DASHBOARD_API.profileSlug))
  @HttpCode(200)
  async changeSlug(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(slugChangeSchema)) body: z.output<typeof slugChangeSchema>) {
    await this.addresses.change(admin.accountId, body.slug);
    return { success: true, message: API_MESSAGES.address.changed };
  }
}
