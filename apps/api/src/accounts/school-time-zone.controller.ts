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
import { SiteEditor } from '../sites/site-editor';
import { schoolTimeZoneSchema } from './school-time-zone.schema';

/**
 * `POST /api/dashboard/profile/time-zone` `{ timeZone }`: the zone every date and time of the school is read and typed
 * in (its site, feeds and dashboard), kept with the site; the profile answers it as `timeZone`.
 */
@Controller()
@Access('site')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class SchoolTimeZoneController {
  constructor(private readonly sites: SiteEditor) {}

  @Post(apiRoute(DASHBOARD_API.profileTimeZone))
  @HttpCode(200)
  async choose(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(schoolTimeZoneSchema)) body: z.output<typeof schoolTimeZoneSchema>) {
    const timeZone = await this.sites.change(admin.accountId, ({ content }) => (content.timeZone = body.timeZone));
    return { success: true, message: API_MESSAGES.profile.timeZoneSaved, info: timeZone };
  }
}
