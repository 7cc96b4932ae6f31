import { Inject, Injectable } from '@nestjs/common';
import { SUBSCRIPTION_LANGUAGE_FIELD, SUBSCRIPTION_MESSAGES, pushSubscriptionSchema, updatesLanguage, updatesText, updatesWordsIn } from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { SiteAddressService } from '../accounts/site-address.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { SiteRepository } from '../storage/persistence/site.repository';
import { onPushService } from './push-service-hosts';
import { PushSubscriberStore } from './push-subscriber-store';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionIntake } from './subscription-intake.service';
import { updatesReading } from './updates-reading';

/** What became of a browser's request to subscribe or to stop. */
export type PushOutcome =
  | { kind: 'done'; message: string }
  | { kind: 'refused'; status: 400 | 404 | 429; message: string; errors?: Record<string, string>; retryAfterSeconds?: number };

const refused = (status: 400 | 404 | 429, message: string): PushOutcome => ({ kind: 'refused', status, message });
const stringAt = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? body[key] : '');

/**
 * Takes a browser's web push subscription to a published school's updates: counted against the same hourly allowance
 * as the e-mail requests, checked (the keys' sizes, and the endpoint on one of the push services allowed, so the
 * server never calls an address a visitor chose), then kept with the topics and the consent given. A push
 * subscription needs no confirmation: the browser's own permission prompt, after the parent's tap, is it. The same
 * browser again changes its subscription; its endpoint, which only it knows, stops it. It answers, and keeps the
 * words agreed to, in the language of the page it was asked from (`language`, one of the site's; else the site's
 * default), and the browser's notifications are in it.
 */
@Injectable()
export class PushIntake {
  constructor(
    private readonly pushSubscribers: PushSubscriberStore,
    private readonly sites: SiteRepository,
    private readonly addresses: SiteAddressService,
    private readonly mailIntake: SubscriptionIntake,
    private readonly clock: SubscriptionClock,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'pushServiceHosts'>,
  ) {}

  async subscribe(body: Record<string, unknown>, address: string): Promise<PushOutcome> {
    const organizationId = stringAt(body, 'organizationId');
    const site = organizationId ? await this.sites.find(organizationId) : undefined;
    const slug = site?.isPublish ? await this.addresses.slugOf(organizationId) : undefined;
    if (!site || !slug) return refused(404, SUBSCRIPTION_MESSAGES.unknownSchool);
    const reading = updatesReading(site.content, slug, body[SUBSCRIPTION_LANGUAGE_FIELD]);
    const { words } = reading;
    const now = this.clock.now();
    const overLimit = await this.mailIntake.overAllowance(address, organizationId, now);
    if (overLimit !== undefined) return { ...refused(429, words.tooMany), retryAfterSeconds: overLimit } as PushOutcome;
    const parsed = pushSubscriptionSchema.safeParse(body);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.path[0] === 'topics' ? words.topics : words.pushBadSubscription]));
      return { ...refused(400, Object.values(errors)[0] ?? words.pushBadSubscription), errors } as PushOutcome;
    }
    const { subscription, topics } = parsed.data;
    if (!onPushService(subscription.endpoint, this.config.pushServiceHosts)) return refused(400, words.pushService);
    await this.pushSubscribers.save({
      id: randomUUID(),
      organizationId,
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      topics,
      consentAt: now,
      consentText: updatesText(words, 'pushConsent', { school: reading.schoolName }),
      language: reading.language,
    });
    return { kind: 'done', message: words.pushSubscribed };
  }

  async unsubscribe(body: Record<string, unknown>): Promise<PushOutcome> {
    const organizationId = stringAt(body, 'organizationId');
    const known = await this.pushSubscribers.find(organizationId, stringAt(body, 'endpoint'));
    const site = organizationId ? await this.sites.find(organizationId) : undefined;
    const words = updatesWordsIn(site ? updatesLanguage(site.content, body[SUBSCRIPTION_LANGUAGE_FIELD]) : 'en');
    if (!known || !(await this.pushSubscribers.remove(known.id))) return refused(404, words.pushNotFound);
    return { kind: 'done', message: words.pushUnsubscribed };
  }
}
