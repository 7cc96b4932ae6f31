import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DEFAULT_SCHOOL_TIME_ZONE } from '@schoolpage/content-contract';
import { SiteAddressService } from '../accounts/site-address.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { mailLinkOrigin } from '../mail/mail-links';
import { Mailer } from '../mail/mailer';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { SiteRepository } from '../storage/persistence/site.repository';
import { digestDayAt } from './digest-day';
import { digestLetter } from './digest-letter';
import { postStillPublished } from './post-still-published';
import { SendStore, type SendRecord } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { updatesReadings } from './updates-reading';
import { RETRY_DELAYS_MS, SubscriptionSender } from './subscription-sender';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for digests to send (a digest goes at DAILY_DIGEST_HOUR, or as soon after as an instance runs). */
const LOOK_EVERY_MS = 5 * 60 * 1000;

/** The delivery of one subscriber's digest of `day`, as the send store keeps it (claimed once, like a post's). */
export const digestSendId = (organizationId: string, day: string) => `digest:${organizationId}:${day}`;

/**
 * The daily digest (a subscriber's choice `delivery: 'daily'`): at DAILY_DIGEST_HOUR of each school's day (its time
 * zone; Asia/Kolkata when it has none) one mail to each digest subscriber with the news, circulars and events due in
 * the 24 hours before, still published, of the topics they chose. Run on one instance at a time under a lease, each
 * subscriber's digest of a day claimed in the send store before it is sent (never twice: not across instances, not
 * after a restart mid-send), retried like a post's mail. A post a subscriber already got at once (they chose the
 * digest later that day) is left out: never both.
 */
@Injectable()
export class SubscriptionDigest implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SubscriptionDigest');
  private readonly job = new HourlyLeasedJob(this.logger);
  /** The schools' days this instance has sent every digest of, with no retry left (looked at no more). */
  private readonly finished = new Set<string>();

  constructor(
    private readonly sends: SendStore,
    private readonly subscribers: SubscriberStore,
    private readonly tokens: SubscriberTokens,
    private readonly sites: SiteRepository,
    private readonly addresses: SiteAddressService,
    private readonly mailer: Mailer,
    private readonly sender: SubscriptionSender,
    private readonly work: LeasedWork,
    private readonly clock: SubscriptionClock,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'publicOrigin' | 'port'>,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runDue(), { everyMs: LOOK_EVERY_MS });
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Sends the digests due, when this instance holds the lease; how many mails went (undefined: not its turn). */
  runDue(): Promise<number | undefined> {
    return this.job.outcome(this.work.run('subscription-digests', { periodMs: 60_000 }, () => this.sendDue()), 'Sending the daily digests stopped');
  }

  private async sendDue(): Promise<number> {
    const now = this.clock.now();
    // Every school's last digest gathers from at most two days back (a time zone is at most a day from UTC).
    const posts = await this.sends.postsBetween(now - 2 * DAY_MS - 2 * 60 * 60 * 1000, now);
    const bySchool = new Map<string, SendRecord[]>();
    for (const send of posts) bySchool.set(send.organizationId, [...(bySchool.get(send.organizationId) ?? []), send]);
    let sent = 0;
    for (const [organizationId, schoolPosts] of bySchool) sent += await this.sendSchool(organizationId, schoolPosts, now);
    return sent;
  }

  private async sendSchool(organizationId: string, posts: SendRecord[], now: number): Promise<number> {
    const site = await this.sites.find(organizationId);
    const slug = site?.isPublish ? await this.addresses.slugOf(organizationId) : undefined;
    if (!site || !slug) return 0;
    const { day, from, to } = digestDayAt(now, site.content.timeZone ?? DEFAULT_SCHOOL_TIME_ZONE);
    const sendId = digestSendId(organizationId, day);
    if (this.finished.has(sendId)) return 0;
    const gathered = posts.filter((send) => send.dueAt >= from && send.dueAt < to && postStillPublished(site.content, send.post, now));
    const readers = (await this.subscribers.confirmed(organizationId)).filter((subscriber) => subscriber.delivery === 'daily');
    const origin = mailLinkOrigin(this.config);
    const readingIn = updatesReadings(site.content, slug);
    let sent = 0;
    for (const reader of readers) {
      const theirs: SendRecord[] = [];
      for (const send of gathered) {
        if (reader.topics.includes(send.topic) && (await this.sends.tries(send.id, reader.id, 'mail')) === 0) theirs.push(send);
      }
      if (theirs.length === 0 || !(await this.sends.claim(sendId, reader.id, 'mail', now))) continue;
      await this.sender.paced();
      try {
        await this.mailer.send(digestLetter({ posts: theirs.map((send) => send.post), reading: readingIn(reader.language), origin, to: reader.email, token: this.tokens.of(reader.id) }));
        await this.sends.settle(sendId, reader.id, 'mail', { sent: true });
        sent += 1;
      } catch (error) {
        const wait = RETRY_DELAYS_MS[(await this.sends.tries(sendId, reader.id, 'mail')) - 1];
        await this.sends.settle(sendId, reader.id, 'mail', { sent: false, problem: String((error as Error).message ?? error), ...(wait !== undefined ? { retryAt: now + wait } : {}) });
      }
    }
    if (!(await this.sends.retriesLeft(sendId))) this.finished.add(sendId);
    return sent;
  }
}
