import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { LANGUAGE_MESSAGES, LANGUAGES_API_PATH, SUPPORTED_LANGUAGES, siteLanguagesOf, siteLanguagesSchema, type SiteLanguages } from '@schoolpage/content-contract';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { SiteEditor } from './site-editor';

/** The answer of both routes: the site's languages, and the languages a site may choose from. */
function languagesAnswer(languages: SiteLanguages) {
  return { success: true, default: languages.default, languages: languages.languages, supported: SUPPORTED_LANGUAGES };
}

/** The languages the school's site is written in (LANGUAGES_API_PATH, #29): English only until the school chooses. */
@Controller(apiRoute(LANGUAGES_API_PATH))
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class LanguagesController {
  constructor(private readonly editor: SiteEditor) {}

  @Get()
  async saved(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return languagesAnswer(siteLanguagesOf(content));
  }

  @Access('site')
  @Post()
  @HttpCode(200)
  async save(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(siteLanguagesSchema)) languages: SiteLanguages) {
    const saved = await this.editor.change(admin.accountId, ({ content }) => (content.languages = languages));
    return { ...languagesAnswer(saved), message: LANGUAGE_MESSAGES.saved };
  }
}
