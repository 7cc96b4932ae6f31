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
import { phoneSchema } from '../sites/section.schemas';
import { AccountProfileService } from './account-profile.service';

/** Spec §7 `POST /api/dashboard/profile/profile-update`: the signed-in person's own phone number (any role: it is theirs). */
@Controller()
@Access('self')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class PhoneController {
  constructor(private readonly profiles: AccountProfileService) {}

  @Post(apiRoute(DASHBOARD_API.profileUpdate))
  @HttpCode(200)
  async updatePhone(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(phoneSchema)) body: z.output<typeof phoneSchema>) {
    await this.profiles.updatePhone(admin.memberId, body.phone);
    return { success: true, message: API_MESSAGES.profile.phoneUpdated };
  }
}
