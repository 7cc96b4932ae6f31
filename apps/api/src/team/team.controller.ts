import { Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  invitationSchema,
  roleChangeSchema,
  TEAM_API,
  TEAM_MESSAGES,
  type InvitationPayload,
} from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { TeamService } from './team.service';
import { mailLinkOrigin } from '../mail/mail-links';

/** `/api/dashboard/team`: every member sees the team; only owners invite, change roles and remove. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class TeamController {
  constructor(
    private readonly team: TeamService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Get(apiRoute(TEAM_API.team))
  async list(@SignedIn() admin: SignedInAdmin) {
    return { success: true, info: await this.team.list(admin.accountId) };
  }

  @Post(apiRoute(TEAM_API.invitations))
  @Access('owner')
  @HttpCode(201)
  async invite(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(invitationSchema)) body: InvitationPayload) {
    await this.team.invite(admin, body, mailLinkOrigin(this.config));
    return { success: true, message: TEAM_MESSAGES.invitationSent(body.email), info: await this.team.list(admin.accountId) };
  }

  @Delete(apiRoute(TEAM_API.invitation))
  @Access('owner')
  async withdraw(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    await this.team.withdraw(admin.accountId, id);
    return { success: true, message: TEAM_MESSAGES.invitationWithdrawn, info: await this.team.list(admin.accountId) };
  }

  @Post(apiRoute(TEAM_API.memberRole))
  @Access('owner')
  @HttpCode(200)
  async changeRole(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @JsonBody(valid(roleChangeSchema)) body: z.output<typeof roleChangeSchema>) {
    await this.team.changeRole(admin.accountId, id, body.role);
    return { success: true, message: TEAM_MESSAGES.roleChanged(body.role), info: await this.team.list(admin.accountId) };
  }

  @Delete(apiRoute(TEAM_API.member))
  @Access('owner')
  async remove(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    await this.team.remove(admin.accountId, id);
    return { success: true, message: TEAM_MESSAGES.memberRemoved, info: await this.team.list(admin.accountId) };
  }
}
