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
import { AccountRepository } from '../storage/persistence/account.repository';
import { dashboardLanguageSchema } from './dashboard-language.schema';

/**
 * `POST /api/dashboard/profile/language`: the language the signed-in person reads the dashboard in, kept on their
 * own account (every role chooses their own; the profile answers it as `dashboardLanguage`).
 */
@Controller()
@Access('self')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class DashboardLanguageController {
  constructor(private readonly accounts: AccountRepository) {}

  @Post(apiRoute(DASHBOARD_API.profileLanguage))
  @HttpCode(200)
  async choose(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(dashboardLanguageSchema)) body: z.output<typeof dashboardLanguageSchema>) {
    await this.accounts.update(admin.memberId, { dashboardLanguage: body.language });
    return { success: true, message: API_MESSAGES.profile.languageSaved, info: body.language };
  }
}
