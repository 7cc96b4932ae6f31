import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { HISTORY_MESSAGES, UnknownThingError } from './history-errors';
import { HistoryService } from './history.service';

const HISTORY = '/api/dashboard/history';

const restoreSchema = z.object({ itemId: z.string().min(1).max(100).optional() }).strict();
const pageOf = (page: unknown) => {
  const number = Number(page ?? 1);
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : 1;
};

/** `/api/dashboard/history`: the versions of a school's things, what each changed, and restoring one. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get(apiRoute(HISTORY))
  @Access('read')
  async list(@SignedIn() admin: SignedInAdmin, @Query('thing') thing: unknown, @Query('page') page: unknown) {
    if (typeof thing !== 'string') throw new UnknownThingError();
    return { success: true, info: await this.history.list(admin.accountId, thing, pageOf(page)) };
  }

  @Get(apiRoute(`${HISTORY}/:versionId`))
  @Access('read')
  async version(@SignedIn() admin: SignedInAdmin, @Param('versionId') versionId: string) {
    return { success: true, info: await this.history.version(admin.accountId, versionId) };
  }

  /** A contributor's restore is sent for approval like their other changes (approvals/proposal.interceptor.ts). */
  @Post(apiRoute(`${HISTORY}/:versionId/restore`))
  @Access('content')
  @HttpCode(200)
  async restore(
    @SignedIn() admin: SignedInAdmin,
    @Param('versionId') versionId: string,
    @JsonBody({ optional: true }, valid(restoreSchema)) body: z.output<typeof restoreSchema>,
  ) {
    await this.history.restore(admin.accountId, versionId, body.itemId);
    return { success: true, message: HISTORY_MESSAGES.restored };
  }
}
