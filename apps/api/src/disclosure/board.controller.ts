import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { boardSchema, DASHBOARD_API, DISCLOSURE_MESSAGES } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { DisclosureService } from './disclosure.service';

/** `POST /api/dashboard/profile/board` `{ board }`: the board the school is affiliated to (read back in the profile's info). */
@Controller()
@Access('site')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class BoardController {
  constructor(private readonly disclosures: DisclosureService) {}

  @Post(apiRoute(DASHBOARD_API.profileBoard))
  @HttpCode(200)
  async choose(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(boardSchema)) body: z.output<typeof boardSchema>) {
    return { success: true, message: DISCLOSURE_MESSAGES.boardSaved, info: await this.disclosures.setBoard(admin.accountId, body.board) };
  }
}
