import { Injectable } from '@nestjs/common';
import {
  SUBSCRIPTION_MESSAGES,
  UPDATES_CONFIRM_PAGE,
  UPDATES_MANAGE_PAGE,
  UPDATES_PAGE,
  UPDATES_SENT_PAGE,
  isSubscriptionTopic,
  sitePath,
} from '@schoolpage/content-contract';
import { SiteAddressService } from '../accounts/site-address.service';
import { EnquiryFormTokens } from '../enquiries/enquiry-form-token';
import { SiteRepository } from '../storage/persistence/site.repository';
import { SubscriberChoices } from './subscriber-choices.service';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { updatesFormPage, updatesManagePage, updatesNoticePage, updatesSentPage, type UpdatesSchool } from './updates-pages';

/** The pages below `/s/<slug>/` this service draws. */
export const UPDATES_PAGES = [UPDATES_PAGE, UPDATES_SENT_PAGE, UPDATES_CONFIRM_PAGE, UPDATES_MANAGE_PAGE] as const;
export type UpdatesPageName = (typeof UPDATES_PAGES)[number];

export type UpdatesPageAnswer = { kind: 'page'; status: number; html: string } | { kind: 'moved'; location: string } | { kind: 'notFound' };

/** What the manage page may say after a change made there (`?done=`). */
const DONE_NOTES: Record<string, string> = { saved: SUBSCRIPTION_MESSAGES.topicsSaved };

/**
 * The updates pages of a published school (`/s/<slug>/updates…`), drawn for each request (the form carries its own
 * token; the others name one subscriber): the form, "check your e-mail", the confirmation link's page and the
 * subscriber's own page. An old slug leads to today's; an unknown or hidden school has none.
 */
@Injectable()
export class UpdatesPages {
  constructor(
    private readonly addresses: SiteAddressService,
    private readonly sites: SiteRepository,
    private readonly formTokens: EnquiryFormTokens,
    private readonly tokens: SubscriberTokens,
    private readonly choices: SubscriberChoices,
    private readonly clock: SubscriptionClock,
  ) {}

  async page(slug: string, page: UpdatesPageName, query: Record<string, unknown>): Promise<UpdatesPageAnswer> {
    const address = await this.addresses.resolve(slug);
    if (!address) return { kind: 'notFound' };
    if ('movedTo' in address) return { kind: 'moved', location: sitePath(address.movedTo, page) };
    const site = await this.sites.find(address.organizationId);
    if (!site?.isPublish || !site.content.organizationName) return { kind: 'notFound' };
    const school: UpdatesSchool = {
      organizationId: address.organizationId,
      name: site.content.organizationName,
      homePath: sitePath(slug),
      ...(site.content.brand?.color ? { color: site.content.brand.color } : {}),
    };
    const formLink = { href: sitePath(slug, UPDATES_PAGE), text: 'Ask for updates' };
    const ok = (html: string, status = 200): UpdatesPageAnswer => ({ kind: 'page', status, html });
    switch (page) {
      case UPDATES_PAGE:
        return ok(updatesFormPage(school, this.formTokens.issue(address.organizationId, this.clock.now())));
      case UPDATES_SENT_PAGE:
        return ok(updatesSentPage(school, SUBSCRIPTION_MESSAGES.sent));
      case UPDATES_CONFIRM_PAGE: {
        const confirmed = await this.choices.confirm(query['token']);
        if (!confirmed || confirmed.organizationId !== address.organizationId) {
          return ok(updatesNoticePage(school, { title: 'This link does not work', message: SUBSCRIPTION_MESSAGES.badLink, problem: true, link: formLink }), 404);
        }
        const manage = `${sitePath(slug, UPDATES_MANAGE_PAGE)}?token=${encodeURIComponent(this.tokens.of(confirmed.id))}`;
        return ok(updatesNoticePage(school, { title: 'You are subscribed', message: SUBSCRIPTION_MESSAGES.confirmed, link: { href: manage, text: 'Change what you get' } }));
      }
      case UPDATES_MANAGE_PAGE: {
        const token = query['token'];
        const subscriber = await this.choices.subscriberOf(token, address.organizationId);
        if (query['done'] === 'stopped' || !subscriber) {
          const stopped = query['done'] === 'stopped';
          return ok(
            updatesNoticePage(school, {
              title: stopped ? 'Updates stopped' : 'This link does not work',
              message: stopped ? SUBSCRIPTION_MESSAGES.unsubscribed : SUBSCRIPTION_MESSAGES.badLink,
              problem: !stopped,
              link: formLink,
            }),
            stopped ? 200 : 404,
          );
        }
        const topic = isSubscriptionTopic(query['topic']) ? query['topic'] : undefined;
        const note = typeof query['done'] === 'string' ? DONE_NOTES[query['done']] : undefined;
        return ok(updatesManagePage(school, { token: String(token), topics: subscriber.topics, ...(topic ? { topic } : {}), ...(note ? { note } : {}) }));
      }
    }
  }
}
