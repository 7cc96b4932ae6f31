import { Injectable } from '@nestjs/common';
import {
  siteLanguagesOf,
  UPDATES_CONFIRM_PAGE,
  UPDATES_MANAGE_PAGE,
  UPDATES_PAGE,
  UPDATES_SCRIPT_FILE,
  UPDATES_SENT_PAGE,
  UPDATES_WORKER_FILE,
  SITE_MANIFEST_FILE,
  isSubscriptionTopic,
  sitePath,
} from '@schoolpage/content-contract';
import { createHash } from 'node:crypto';
import { SiteAddressService } from '../accounts/site-address.service';
import { EnquiryFormTokens } from '../enquiries/enquiry-form-token';
import { SiteRepository } from '../storage/persistence/site.repository';
import { PushDelivery } from './push-delivery';
import { PUSH_BUTTON_SCRIPT } from './push-button-script';
import { siteManifest } from './site-manifest';
import { SITE_WORKER_SCRIPT } from './site-worker-script';
import { SubscriberChoices } from './subscriber-choices.service';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { updatesFormPage, updatesManagePage, updatesNoticePage, updatesSentPage, type UpdatesSchool } from './updates-pages';
import { updatesReading } from './updates-reading';

/** The pages below `/s/<slug>/` this service draws. */
export const UPDATES_PAGES = [UPDATES_PAGE, UPDATES_SENT_PAGE, UPDATES_CONFIRM_PAGE, UPDATES_MANAGE_PAGE] as const;
export type UpdatesPageName = (typeof UPDATES_PAGES)[number];
/** The files below `/s/<slug>/` it serves (at a school's own domain, below its root). */
export const UPDATES_FILES = [UPDATES_WORKER_FILE, UPDATES_SCRIPT_FILE, SITE_MANIFEST_FILE] as const;
export type UpdatesFileName = (typeof UPDATES_FILES)[number];

export type UpdatesPageAnswer =
  | { kind: 'page'; status: number; html: string; scriptHashes?: string[] }
  | { kind: 'file'; type: string; body: string; headers: Record<string, string> }
  | { kind: 'moved'; location: string }
  | { kind: 'notFound' };

/** The `integrity` of the updates page's script (and its hash in the page's policy). */
const PUSH_SCRIPT_HASH = `sha384-${createHash('sha384').update(PUSH_BUTTON_SCRIPT).digest('base64')}`;

/**
 * The updates pages of a published school (`/s/<slug>/updates…`), drawn for each request (the form carries its own
 * token; the others name one subscriber): the form, "check your e-mail", the confirmation link's page and the
 * subscriber's own page. An old slug leads to today's; an unknown or hidden school has none. Each page is in the
 * language its address names (`/s/<slug>/<lang>/updates…`, one of the site's other languages) or the site's default
 * (whose code an address does not name: it leads to the page without it).
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
    private readonly pushes: PushDelivery,
  ) {}

  /**
   * A file of a published school's site for web push: the service worker (its scope may be the whole site), the
   * updates page's script, and the web app manifest (`root`: where the site's pages are at the host asked, `/s/<slug>/`
   * or `/` at the school's own domain). Each is checked on every use (`no-cache`).
   */
  async file(slug: string, file: UpdatesFileName, root: string): Promise<UpdatesPageAnswer> {
    const address = await this.addresses.resolve(slug);
    if (!address) return { kind: 'notFound' };
    if ('movedTo' in address) return { kind: 'moved', location: sitePath(address.movedTo, file) };
    const site = await this.sites.find(address.organizationId);
    if (!site?.isPublish || !site.content.organizationName) return { kind: 'notFound' };
    const script = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    switch (file) {
      case UPDATES_WORKER_FILE:
        // The worker's own policy: it fetches nothing but the notifications' pictures of the site.
        return { kind: 'file', type: 'text/javascript; charset=utf-8', body: SITE_WORKER_SCRIPT, headers: { ...script, 'Service-Worker-Allowed': root, 'Content-Security-Policy': "default-src 'none'; img-src 'self'" } };
      case UPDATES_SCRIPT_FILE:
        return { kind: 'file', type: 'text/javascript; charset=utf-8', body: PUSH_BUTTON_SCRIPT, headers: script };
      case SITE_MANIFEST_FILE:
        return { kind: 'file', type: 'application/manifest+json; charset=utf-8', body: JSON.stringify(siteManifest(site.content, root)), headers: { 'Cache-Control': 'no-cache' } };
    }
  }

  async page(slug: string, page: UpdatesPageName, query: Record<string, unknown>, language?: string): Promise<UpdatesPageAnswer> {
    const address = await this.addresses.resolve(slug);
    if (!address) return { kind: 'notFound' };
    const named = language ? `${language}/${page}` : page;
    if ('movedTo' in address) return { kind: 'moved', location: sitePath(address.movedTo, named) };
    const site = await this.sites.find(address.organizationId);
    if (!site?.isPublish || !site.content.organizationName) return { kind: 'notFound' };
    const languages = siteLanguagesOf(site.content);
    if (language === languages.default) return { kind: 'moved', location: sitePath(slug, page) };
    if (language && !languages.languages.includes(language)) return { kind: 'notFound' };
    const reading = updatesReading(site.content, slug, language);
    const { words } = reading;
    const school: UpdatesSchool = {
      organizationId: address.organizationId,
      name: reading.schoolName,
      homePath: reading.pathOf(''),
      siteRoot: sitePath(slug),
      reading,
      ...(site.content.brand?.color ? { color: site.content.brand.color } : {}),
    };
    const formLink = { href: reading.pathOf(UPDATES_PAGE), text: words.askForUpdates };
    const ok = (html: string, status = 200): UpdatesPageAnswer => ({ kind: 'page', status, html });
    switch (page) {
      case UPDATES_PAGE:
        return {
          kind: 'page',
          status: 200,
          html: updatesFormPage(school, this.formTokens.issue(address.organizationId, this.clock.now()), { vapidPublicKey: this.pushes.publicKey, scriptHash: PUSH_SCRIPT_HASH }),
          scriptHashes: [PUSH_SCRIPT_HASH],
        };
      case UPDATES_SENT_PAGE:
        return ok(updatesSentPage(school));
      case UPDATES_CONFIRM_PAGE: {
        const confirmed = await this.choices.confirm(query['token']);
        if (!confirmed || confirmed.organizationId !== address.organizationId) {
          return ok(updatesNoticePage(school, { title: words.badLinkTitle, message: words.badLink, problem: true, link: formLink }), 404);
        }
        const manage = `${reading.pathOf(UPDATES_MANAGE_PAGE)}?token=${encodeURIComponent(this.tokens.of(confirmed.id))}`;
        return ok(updatesNoticePage(school, { title: words.confirmedTitle, message: words.confirmed, link: { href: manage, text: words.changeWhatYouGet } }));
      }
      case UPDATES_MANAGE_PAGE: {
        const token = query['token'];
        const subscriber = await this.choices.subscriberOf(token, address.organizationId);
        if (query['done'] === 'stopped' || !subscriber) {
          const stopped = query['done'] === 'stopped';
          return ok(
            updatesNoticePage(school, {
              title: stopped ? words.stoppedTitle : words.badLinkTitle,
              message: stopped ? words.unsubscribed : words.badLink,
              problem: !stopped,
              link: formLink,
            }),
            stopped ? 200 : 404,
          );
        }
        const topic = isSubscriptionTopic(query['topic']) ? query['topic'] : undefined;
        // What the page may say after a change made there.
        const note = query['done'] === 'saved' ? words.topicsSaved : undefined;
        return ok(updatesManagePage(school, { token: String(token), topics: subscriber.topics, delivery: subscriber.delivery ?? 'instant', ...(topic ? { topic } : {}), ...(note ? { note } : {}) }));
      }
    }
  }
}
