import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ACTIVITY_WORDS, acceptInvitationSchema, invitationTokenSchema, TEAM_API, TEAM_MESSAGES, TEAM_ROLE_LABELS, type AcceptInvitationPayload } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ActivityLog } from '../auth/activity-log';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit';
import { clientAddress } from '../auth/client-address';
import { BrowserSessions } from '../auth/browser-sessions';
import { apiRoute } from '../common/api-route';
import { valid } from '../common/zod-body.pipe';
import { TeamService } from './team.service';

/** The invitation's link, without a session: what it invites to, and joining by it (which signs the person in). */
@Controller()
@UseGuards(AuthRateLimitGuard)
export class InvitationController {
  constructor(
    private readonly team: TeamService,
    private readonly browsers: BrowserSessions,
    private readonly activity: ActivityLog,
  ) {}

  @Post(apiRoute(TEAM_API.invitationInfo))
  @HttpCode(200)
  async info(@Body(valid(invitationTokenSchema)) body: z.output<typeof invitationTokenSchema>) {
    return { success: true, info: await this.team.invitation(body.token) };
  }

  @Post(apiRoute(TEAM_API.acceptInvitation))
  @HttpCode(200)
  async accept(@Body(valid(acceptInvitationSchema)) body: AcceptInvitationPayload, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { accountId, organizationId, role, schoolName } = await this.team.accept(body);
    await this.activity.record(organizationId, accountId, 'team', ACTIVITY_WORDS.joined(TEAM_ROLE_LABELS[role]), clientAddress(request));
    await this.browsers.signIn(accountId, request, response);
    return { success: true, message: TEAM_MESSAGES.joined(schoolName) };
  }
}
