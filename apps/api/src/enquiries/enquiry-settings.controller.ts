import { Controller, Get, Post, Req, UseGuards } from '@nestjs/common';
import { DASHBOARD_API, ENQUIRY_MESSAGES, enquirySettingsSchema, type EnquirySettings } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { jsonBodyOf } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { EnquiryRetention } from './enquiry-retention';
import { EnquiryStore } from './enquiry-store';

/** How the school keeps its enquiries (`/api/dashboard/enquiries/settings`): read and set by owners and editors. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class EnquirySettingsController {
  constructor(
    private readonly enquiries: EnquiryStore,
    private readonly retention: EnquiryRetention,
  ) {}

  @Access('site')
  @Get(apiRoute(DASHBOARD_API.enquirySettings))
  async read(@SignedIn() admin: SignedInAdmin): Promise<{ success: true; info: EnquirySettings }> {
    return { success: true, info: { retentionDays: (await this.enquiries.retentionOf(admin.accountId)) ?? this.retention.defaultDays } };
  }

  @Access('site')
  @Post(apiRoute(DASHBOARD_API.enquirySettings))
  async save(@SignedIn() admin: SignedInAdmin, @Req() request: Request) {
    const { retentionDays } = valid(enquirySettingsSchema).transform(jsonBodyOf(request));
    await this.enquiries.setRetention(admin.accountId, retentionDays);
    return { success: true, message: ENQUIRY_MESSAGES.settingsSaved, info: { retentionDays } };
  }
}
