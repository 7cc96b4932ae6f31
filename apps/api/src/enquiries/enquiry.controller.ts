import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ENQUIRY_MESSAGES, PUBLIC_API } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { pagePolicy } from '../security/security-headers';
import { EnquiryClock } from './enquiry-clock';
import { EnquiryFormTokens } from './enquiry-form-token';
import { EnquiryIntake } from './enquiry-intake.service';
import { enquiryRefusalPage } from './enquiry-refusal-page';

/**
 * `POST /api/web/enquiry`: a parent's enquiry. JSON (the form with script) is answered
 * `{ success, message }`, a refusal with `errors` by field (and `Retry-After` when over the limit), in English: the
 * form says them in its page's language (`problemOf`, `refusalOf`). A plain form POST (no script) is
 * answered with a redirect to the thank-you page, or a page that says what to correct, both in the language of
 * the page the form was sent from (its `language` field).
 * `GET /api/web/enquiry/token?organizationId=`: a fresh token for the school's form (its script asks for one when it
 * shows the form: the fill time starts then).
 */
@Controller()
export class EnquiryController {
  constructor(
    private readonly intake: EnquiryIntake,
    private readonly tokens: EnquiryFormTokens,
    private readonly clock: EnquiryClock,
  ) {}

  @Get(apiRoute(PUBLIC_API.enquiryToken))
  token(@Query('organizationId') organizationId: unknown, @Res() response: Response): void {
    response.setHeader('Cache-Control', 'no-store');
    if (typeof organizationId !== 'string' || !/^[\w-]{1,100}$/.test(organizationId)) {
      response.status(400).json({ success: false, message: ENQUIRY_MESSAGES.unknownSchool });
      return;
    }
    response.status(200).json({ success: true, message: '', info: { token: this.tokens.issue(organizationId, this.clock.now()) } });
  }

  @Post(apiRoute(PUBLIC_API.enquiry))
  async send(@Req() request: Request, @Res() response: Response): Promise<void> {
    const fromForm = request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
    const outcome = await this.intake.take(body, clientAddress(request));
    response.setHeader('Cache-Control', 'no-store');
    if (outcome.kind === 'sent') {
      if (fromForm && outcome.sentPath) return response.redirect(303, outcome.sentPath);
      response.status(200).json({ success: true, message: ENQUIRY_MESSAGES.sent });
      return;
    }
    if (outcome.retryAfterSeconds) response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
    if (fromForm) {
      // The page's own styles are in it: the site pages' policy (no script at all) rather than the API's.
      response.setHeader('Content-Security-Policy', pagePolicy());
      response.status(outcome.status).type('html').send(enquiryRefusalPage(outcome, outcome.formPath, { correctable: !outcome.reopen }));
      return;
    }
    const { message, errors, retryAfterSeconds } = outcome;
    response.status(outcome.status).json({ success: false, message, ...(errors ? { errors } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
  }
}
