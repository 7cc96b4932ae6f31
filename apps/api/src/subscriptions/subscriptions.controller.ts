import { Controller, Post, Query, Req, Res } from '@nestjs/common';
import { PUBLIC_API, SUBSCRIPTION_MESSAGES, UPDATES_MANAGE_PAGE, isSubscriptionTopic, supportedLanguage, subscriptionSchema, updatesWordsIn } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { SiteAddressService } from '../accounts/site-address.service';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { escaped, schoolCardPage } from '../common/school-card-page';
import { pagePolicy } from '../security/security-headers';
import { SiteRepository } from '../storage/persistence/site.repository';
import { SubscriberChoices } from './subscriber-choices.service';
import type { SubscriberRecord } from './subscriber-store';
import { SubscriptionIntake } from './subscription-intake.service';
import { updatesReading } from './updates-reading';

const bodyOf = (request: Request): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

/** Sent by a plain form of a page (no script): answered with a page or a redirect rather than JSON. */
const fromForm = (request: Request) => request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/**
 * The parents' side of subscriptions, without signing in:
 * `POST /api/web/subscriptions` `{ organizationId, email, topics, delivery }`: asks for a school's updates (a confirmation mail
 * goes out; JSON is answered `{ success, message }`, a plain form with a redirect to "check your e-mail", or a page
 * that says what to correct);
 * `POST /api/web/subscriptions/unsubscribe?token=[&topic=]`: stops every update, or one topic (RFC 8058: a mail
 * program POSTs `List-Unsubscribe=One-Click` here; the subscriber's page posts its button);
 * `POST /api/web/subscriptions/topics?token=`: keeps the topics the form names (and `delivery`, `instant` or `daily`, when named).
 */
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly intake: SubscriptionIntake,
    private readonly choices: SubscriberChoices,
    private readonly addresses: SiteAddressService,
    private readonly sites: SiteRepository,
  ) {}

  @Post(apiRoute(PUBLIC_API.subscriptions))
  async subscribe(@Req() request: Request, @Res() response: Response): Promise<void> {
    const outcome = await this.intake.take(bodyOf(request), clientAddress(request));
    response.setHeader('Cache-Control', 'no-store');
    if (outcome.kind === 'sent') {
      if (fromForm(request) && outcome.sentPath) return response.redirect(303, outcome.sentPath);
      response.status(200).json({ success: true, message: outcome.message });
      return;
    }
    if (outcome.retryAfterSeconds) response.setHeader('Retry-After', String(outcome.retryAfterSeconds));
    if (fromForm(request)) {
      response.setHeader('Content-Security-Policy', pagePolicy());
      // In the language of the page the form was sent from.
      const language = outcome.language ?? 'en';
      const words = updatesWordsIn(language);
      const back = outcome.formPath ? `<p><a class="back" href="${escaped(outcome.formPath)}">${escaped(words.backToForm)}</a></p>` : '';
      const dir = supportedLanguage(language)?.dir;
      response
        .status(outcome.status)
        .type('html')
        .send(schoolCardPage({ language, dir, title: words.notSentTitle, body: `<p role="alert">${escaped(outcome.message)}</p>${back}` }));
      return;
    }
    const { message, errors, retryAfterSeconds } = outcome;
    response.status(outcome.status).json({ success: false, message, ...(errors ? { errors } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
  }

  @Post(apiRoute(PUBLIC_API.unsubscribe))
  async unsubscribe(@Query('token') token: unknown, @Query('topic') topic: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const subscriber = await this.choices.subscriberOf(token);
    const stopped = await this.choices.stop(token, isSubscriptionTopic(topic) ? topic : undefined);
    const allGone = stopped && !(await this.choices.subscriberOf(token));
    await this.answer(request, response, stopped, subscriber, token, allGone ? 'stopped' : 'saved');
  }

  @Post(apiRoute(PUBLIC_API.subscriptionTopics))
  async topics(@Query('token') token: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const subscriber = await this.choices.subscriberOf(token);
    const body = bodyOf(request);
    // A form with no box ticked sends no `topics` at all: that is a choice of none (then nothing is kept).
    // When to get them is kept as it was unless the form names it.
    const delivery = body['delivery'] === undefined ? undefined : subscriptionSchema.shape.delivery.safeParse(body['delivery']);
    if (delivery && !delivery.success) {
      response.status(400).json({ success: false, message: SUBSCRIPTION_MESSAGES.delivery });
      return;
    }
    const parsed = body['topics'] === undefined ? { success: true as const, data: { topics: [] } } : subscriptionSchema.pick({ topics: true }).safeParse(body);
    if (!parsed.success) {
      response.status(400).json({ success: false, message: SUBSCRIPTION_MESSAGES.topics });
      return;
    }
    const saved = await this.choices.choose(token, parsed.data.topics, delivery?.data);
    await this.answer(request, response, saved, subscriber, token, parsed.data.topics.length === 0 ? 'stopped' : 'saved');
  }

  /**
   * A form of the subscriber's page goes back to it (in the subscriber's language); a mail program (RFC 8058) or a
   * script gets JSON.
   */
  private async answer(
    request: Request,
    response: Response,
    done: boolean,
    subscriber: Pick<SubscriberRecord, 'organizationId' | 'language'> | undefined,
    token: unknown,
    what: 'stopped' | 'saved',
  ): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    const oneClick = bodyOf(request)['List-Unsubscribe'] === 'One-Click';
    const slug = subscriber ? await this.addresses.slugOf(subscriber.organizationId) : undefined;
    const site = subscriber && slug ? await this.sites.find(subscriber.organizationId) : undefined;
    if (fromForm(request) && !oneClick && slug && site) {
      const tokenPart = what === 'saved' ? `token=${encodeURIComponent(String(token))}&` : '';
      return response.redirect(303, `${updatesReading(site.content, slug, subscriber?.language).pathOf(UPDATES_MANAGE_PAGE)}?${tokenPart}done=${what}`);
    }
    if (!done) {
      response.status(404).json({ success: false, message: SUBSCRIPTION_MESSAGES.badLink });
      return;
    }
    response.status(200).json({ success: true, message: what === 'stopped' ? SUBSCRIPTION_MESSAGES.unsubscribed : SUBSCRIPTION_MESSAGES.topicsSaved });
  }
}
