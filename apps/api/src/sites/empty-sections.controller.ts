import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { EMPTY_SECTIONS, EMPTY_SECTIONS_API_PATH, EMPTY_SECTIONS_MESSAGES as M, emptySections, hiddenEmptySectionsSchema, type StoredSiteContent } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { SiteEditor } from './site-editor';

/** What the dashboard reads: the sections left out while empty, and those empty now (the checklist names them). */
const answerOf = (content: StoredSiteContent) => ({ hidden: content.hiddenEmptySections ?? [], empty: emptySections(content) });

/**
 * Which empty sections the school's site leaves out (EMPTY_SECTIONS_API_PATH): a setting of the site, stored with it,
 * so a save drops the school's kept pages like any change. The spec's empty-state texts stay the default.
 */
@Controller(apiRoute(EMPTY_SECTIONS_API_PATH))
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class EmptySectionsController {
  constructor(private readonly editor: SiteEditor) {}

  @Get()
  async read(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, info: answerOf(content) };
  }

  @Access('site')
  @Post()
  @HttpCode(200)
  async save(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(hiddenEmptySectionsSchema)) { hidden }: z.output<typeof hiddenEmptySectionsSchema>) {
    const info = await this.editor.change(admin.accountId, ({ content }) => {
      // In EMPTY_SECTIONS' order, each once.
      content.hiddenEmptySections = EMPTY_SECTIONS.filter((section) => hidden.includes(section));
      return answerOf(content);
    });
    return { success: true, message: M.saved, info };
  }
}
