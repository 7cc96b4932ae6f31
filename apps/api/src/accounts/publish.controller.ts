import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, DASHBOARD_API } from '@schoolpage/content-contract';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { SitePublishing } from './site-publishing.service';

/** Spec §7 publish and hide the school's site from the dashboard's Profile page. */
@Controller()
@Access('site')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class PublishController {
  constructor(private readonly publishing: SitePublishing) {}

  @Post(apiRoute(DASHBOARD_API.publishWeb))
  @HttpCode(200)
  async publish(@SignedIn() admin: SignedInAdmin) {
    await this.publishing.setPublished(admin, true);
    return { success: true, message: API_MESSAGES.profile.published };
  }

  @Post(apiRoute(DASHBOARD_API.unpublishWeb))
  @HttpCode(200)
  async unpublish(@SignedIn() admin: SignedInAdmin) {
    await this.publishing.setPublished(admin, false);
    return { success: true, message: API_MESSAGES.profile.unpublished };
  }
}
