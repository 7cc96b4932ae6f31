import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { APPROVALS_API, rejectionSchema, TEAM_MESSAGES } from '@schoolpage/content-contract';
import type { Request } from 'express';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { ApprovalsService } from './approvals.service';

/** `/api/dashboard/approvals`: the inbox of contributors' changes; owners and editors decide. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class ApprovalsController {
  constructor(
    private readonly approvals: ApprovalsService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Where the decision mail's link points: the platform's public origin, else this request's. */
  private origin(request: Request): string {
    return this.config.publicOrigin ?? `${request.protocol}://${request.get('host')}`;
  }

  @Get(apiRoute(APPROVALS_API.list))
  async list(@SignedIn() admin: SignedInAdmin) {
    return { success: true, info: await this.approvals.list(admin) };
  }

  @Post(apiRoute(APPROVALS_API.approve))
  @Access('site')
  @HttpCode(200)
  async approve(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @Req() request: Request) {
    await this.approvals.approve(admin, id, this.origin(request));
    return { success: true, message: TEAM_MESSAGES.approved, info: await this.approvals.list(admin) };
  }

  @Post(apiRoute(APPROVALS_API.reject))
  @Access('site')
  @HttpCode(200)
  async reject(
    @SignedIn() admin: SignedInAdmin,
    @Param('id') id: string,
    @JsonBody({ optional: true }, valid(rejectionSchema)) body: z.output<typeof rejectionSchema>,
    @Req() request: Request,
  ) {
    await this.approvals.reject(admin, id, body.note, this.origin(request));
    return { success: true, message: TEAM_MESSAGES.rejected, info: await this.approvals.list(admin) };
  }
}
