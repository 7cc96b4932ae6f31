import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { LANGUAGE_MESSAGES, LANGUAGES_API_PATH, siteLanguagesOf, translationState } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { SignedInAdmin } from '../auth/session.service';
import { DomainError } from '../common/domain-error';
import { SiteEditor } from './site-editor';
import { translating } from './translation-context';

/**
 * `?lang=<code>` on a dashboard route (#29): a GET answers the site as it reads in that language, each text
 * falling back to the default language where it has no translation, and says so (`translation`: the fields
 * shown in the default language and those whose translation needs review); a POST, PATCH or DELETE saves that
 * language's texts only (the guard is in the one save path, SiteEditor), and one that has no text to translate
 * (removing, moving, a colour, a file) answers as without `lang`. The default language, or no `lang`, is the site as the spec describes it. A language
 * the site is not written in is refused with a clear message.
 */
@Injectable()
export class TranslationInterceptor implements NestInterceptor {
  constructor(private readonly editor: SiteEditor) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInAdmin }>();
    const language = request.query.lang;
    if (language === undefined || !request.user || !request.path.startsWith('/api/dashboard/')) return next.handle();
    // Choosing the site's languages is about every language at once.
    if (request.method !== 'GET' && request.path.startsWith(LANGUAGES_API_PATH)) return next.handle();
    return from(this.inLanguage(request.user.accountId, language, next, request.method === 'GET'));
  }

  private async inLanguage(organizationId: string, language: unknown, next: CallHandler<unknown>, reads: boolean): Promise<unknown> {
    const site = await this.editor.read(organizationId);
    const languages = siteLanguagesOf(site.content);
    if (typeof language !== 'string' || !languages.languages.includes(language)) throw new DomainError('invalid', LANGUAGE_MESSAGES.notOfSite);
    if (language === languages.default) return lastValueFrom(next.handle(), { defaultValue: undefined });
    const context: { language: string; translated?: boolean } = { language };
    const answer: unknown = await translating.run(context, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
    // A write that typed no text was made as without a language (site-editor.ts), and answers so.
    if (!reads && !context.translated) return answer;
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
    const { missing, needsReview } = translationState((await this.editor.read(organizationId, { asStored: true })).content, language);
    return { ...answer, translation: { language, default: languages.default, fallback: missing, needsReview } };
  }
}
