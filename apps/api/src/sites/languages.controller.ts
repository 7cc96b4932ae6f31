import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { LANGUAGE_MESSAGES,
  LANGUAGES_API_PATH,
  SUPPORTED_LANGUAGES,
  siteLanguagesOf,
  siteLanguagesSchema,
  translationState,
  withDefaultLanguage,
  type SiteLanguages, sectionHistoryKey } from '@schoolpage/content-contract';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import type { StoredContent } from './recently-deleted';
import { SiteEditor } from './site-editor';

/**
 * The answer of both routes: the site's languages, the languages a site may choose from, and how far each
 * language but the default is translated (fields translated of all, and the fields missing or needing review).
 */
function languagesAnswer(content: StoredContent) {
  const languages = siteLanguagesOf(content);
  const progress = languages.languages.filter((language) => language !== languages.default).map((language) => translationState(content, language));
  return { success: true, default: languages.default, languages: languages.languages, supported: SUPPORTED_LANGUAGES, progress };
}

/** The languages the school's site is written in (LANGUAGES_API_PATH, #29): English only until the school chooses. */
@Controller(apiRoute(LANGUAGES_API_PATH))
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class LanguagesController {
  constructor(private readonly editor: SiteEditor) {}

  @Get()
  async saved(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId, { asStored: true });
    return { ...languagesAnswer(content), historyKey: sectionHistoryKey('languages') };
  }

  @Access('site')
  @Post()
  @HttpCode(200)
  async save(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(siteLanguagesSchema)) languages: SiteLanguages) {
    // A new default takes its translated texts as the site's texts, and the old default's become translations.
    const saved = await this.editor.change(admin.accountId, (site) => {
      site.content = withDefaultLanguage(site.content, siteLanguagesOf(site.content).default, languages.default);
      site.content.languages = languages;
      return site.content;
    });
    return { ...languagesAnswer(saved), historyKey: sectionHistoryKey('languages'), message: LANGUAGE_MESSAGES.saved };
  }
}
