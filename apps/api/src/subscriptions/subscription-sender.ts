import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SiteAddressService } from '../accounts/site-address.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { mailLinkOrigin } from '../mail/mail-links';
import { Mailer } from '../mail/mailer';
import { restoring } from '../sites/restoring-context';
import { SiteSaves } from '../sites/site-saves';
import { LeasedWork } from '../storage/leased-work';
import { SiteRepository } from '../storage/persistence/site.repository';
import { postLetter } from './post-letter';
import { postStillPublished } from './post-still-published';
import { publishedPosts } from './published-posts';
import { PushDelivery, pushOutcome } from './push-delivery';
import { pushNotice } from './push-notification';
import { PushSubscriberStore } from './push-subscriber-store';
import { SendStore, sendIdOf, type DeliveryOutcome, type SendChannel, type SendRecord } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { updatesReadings } from './updates-reading';

/** How often each instance looks for sends whose time has come. */
const LOOK_EVERY_MS = 5_000;
/** Subscribers read and sent to per batch. */
const BATCH = 200;
/** Mails on their way at once. */
const MAILS_AT_ONCE = 8;
/** Notifications on their way at once (each a request to a push service). */
const PUSHES_AT_ONCE = 16;
/** Sends taken per look. */
const SENDS_PER_LOOK = 20;
/** The waits before a failed delivery is tried again; after the last, it stays failed (and is shown). */
export const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000] as const;

/**
 * One post, every subscriber: a saved change that publishes a story, a circular, an event or an alert (SiteSaves
 * tells it) becomes a send in the store, due at the post's time; every instance looks for due sends every few
 * seconds, and one at a time (a lease) delivers them in batches, by mail (MAIL_PER_SECOND at most) and by web push
 * (a browser whose subscription has ended, 404/410, is dropped), each delivery claimed before it is tried (never
 * twice), a failure tried again later with growing waits and kept for the school to see.
 */
@Injectable()
export class SubscriptionSender implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SubscriptionSender');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private nextMailAt = 0;
  /** MAIL_PER_SECOND (tests may change it). */
  mailPerSecond: number;

  constructor(
    private readonly saves: SiteSaves,
    private readonly sends: SendStore,
    private readonly subscribers: SubscriberStore,
    private readonly pushSubscribers: PushSubscriberStore,
    private readonly pushes: PushDelivery,
    private readonly tokens: SubscriberTokens,
    private readonly sites: SiteRepository,
    private readonly addresses: SiteAddressService,
    private readonly mailer: Mailer,
    private readonly work: LeasedWork,
    private readonly clock: SubscriptionClock,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'mailPerSecond' | 'publicOrigin' | 'port'>,
  ) {
    this.mailPerSecond = config.mailPerSecond;
  }

  onModuleInit(): void {
    this.saves.onSaved(async (organizationId, before, after) => {
      // A restored version brings back a post parents were told of when it was published: never sent again.
      if (restoring.getStore()) return;
      const now = this.clock.now();
      for (const post of publishedPosts(before.content, after.content, now)) {
        await this.sends.add({ id: sendIdOf(organizationId, post), organizationId, topic: post.topic, post, dueAt: post.dueAt, createdAt: now, state: 'waiting' });
      }
    });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runDue(), LOOK_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Delivers the sends whose time has come, when this instance holds the lease; how many sends it went through. */
  async runDue(): Promise<number | undefined> {
    if (this.running) return undefined;
    const run = this.work.run('subscription-sends', { periodMs: 60_000 }, () => this.sendDue());
    this.running = run;
    try {
      const result = await run;
      return result.ran ? result.result : undefined;
    } catch (error) {
      this.logger.warn(`Sending to subscribers stopped: ${String(error)}`);
      return undefined;
    } finally {
      this.running = undefined;
    }
  }

  private async sendDue(): Promise<number> {
    const due = await this.sends.due(this.clock.now(), SENDS_PER_LOOK);
    for (const send of due) await this.deliver(send);
    return due.length;
  }

  private async deliver(send: SendRecord): Promise<void> {
    const site = await this.sites.find(send.organizationId);
    const slug = site?.isPublish ? await this.addresses.slugOf(send.organizationId) : undefined;
    if (!site || !slug || !postStillPublished(site.content, send.post, this.clock.now())) {
      await this.sends.finish(send.id, 'cancelled', this.clock.now());
      return;
    }
    const origin = mailLinkOrigin(this.config);
    // A subscriber of the daily digest gets the post in it (subscription-digest.ts); an alert goes to everyone at once.
    const readers = (await this.subscribers.confirmed(send.organizationId)).filter(
      (subscriber) => subscriber.topics.includes(send.topic) && (send.topic === 'alerts' || subscriber.delivery !== 'daily'),
    );
    const browsers = (await this.pushSubscribers.of(send.organizationId)).filter((subscriber) => subscriber.topics.includes(send.topic));
    // Each in the language they asked in: the letters' and notifications' own words, the school's name, the pages' addresses.
    const readingIn = updatesReadings(site.content, slug);
    // Both channels at once: the notifications do not wait behind the mails' pace.
    await Promise.all([
      this.deliverEach(send, 'mail', readers, MAILS_AT_ONCE, async (reader) => {
        await this.paced();
        await this.mailer.send(postLetter({ post: send.post, reading: readingIn(reader.language), origin, to: reader.email, token: this.tokens.of(reader.id) }));
        return { sent: true };
      }),
      this.deliverEach(send, 'push', browsers, PUSHES_AT_ONCE, async (browser, retryAt) => {
        const result = await this.pushes.push(browser, pushNotice(send.post, { reading: readingIn(browser.language), origin }), send.topic === 'alerts');
        // A browser whose subscription has ended is dropped: nothing is sent to it again.
        if (!result.sent && result.gone) await this.pushSubscribers.remove(browser.id);
        return pushOutcome(result, retryAt);
      }),
    ]);
    if (!(await this.sends.retriesLeft(send.id))) await this.sends.finish(send.id, 'done', this.clock.now());
  }

  /**
   * Delivers `send` on one channel to each recipient, in batches, `lanes` on their way at once: each delivery claimed
   * before it is tried (never twice), its outcome kept; a failure (`attempt` throws, or answers a failure with a
   * retry) is tried again after the next of RETRY_DELAYS_MS, and after the last is kept as failed.
   */
  private async deliverEach<Recipient extends { id: string }>(
    send: SendRecord,
    channel: SendChannel,
    recipients: readonly Recipient[],
    lanes: number,
    attempt: (recipient: Recipient, retryAt: number | undefined) => Promise<DeliveryOutcome>,
  ): Promise<void> {
    const deliverTo = async (recipient: Recipient) => {
      const now = this.clock.now();
      if (!(await this.sends.claim(send.id, recipient.id, channel, now))) return;
      const wait = RETRY_DELAYS_MS[(await this.sends.tries(send.id, recipient.id, channel)) - 1];
      const retryAt = wait !== undefined ? now + wait : undefined;
      let outcome: DeliveryOutcome;
      try {
        outcome = await attempt(recipient, retryAt);
      } catch (error) {
        outcome = { sent: false, problem: String((error as Error).message ?? error), ...(retryAt !== undefined ? { retryAt } : {}) };
      }
      await this.sends.settle(send.id, recipient.id, channel, outcome);
    };
    for (let at = 0; at < recipients.length; at += BATCH) {
      // A few on their way at once (an SMTP server answers each mail in turn): MAIL_PER_SECOND still bounds the mails.
      const batch = recipients.slice(at, at + BATCH);
      await Promise.all(
        Array.from({ length: lanes }, async (_, lane) => {
          for (let next = lane; next < batch.length; next += lanes) await deliverTo(batch[next]);
        }),
      );
    }
  }

  /** Waits for this instance's next turn to send a mail: MAIL_PER_SECOND at most (the daily digest's mails too). */
  async paced(): Promise<void> {
    const gap = 1000 / this.mailPerSecond;
    const now = Date.now();
    const at = Math.max(now, this.nextMailAt);
    this.nextMailAt = at + gap;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}
