import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { SiteRepository } from '../storage/persistence/site.repository';
import { recentPosts } from './recent-posts';
import { SendStore, sendIdOf } from './send-store';
import { SubscriptionClock } from './subscription-clock';

const HOUR_MS = 60 * 60 * 1000;
/** How far back a post is looked for: longer than any instance is down or any store hiccup lasts. */
export const RECOVERY_WINDOW_MS = 24 * HOUR_MS;
/** Sites read per page. */
const PAGE = 500;

/**
 * A post is queued after its save (SiteSaves tells SubscriptionSender): if the process dies in between, or the store
 * fails to take the send, the post would never go out. So at start and every hour (once across instances, under a
 * lease) the published sites saved in the last day are read again, and each story or circular of that day that has
 * no send yet gets one (a send's id is its post's: one already queued, or sent, is left as it is).
 */
@Injectable()
export class SendRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SendRecovery');
  private readonly job = new HourlyLeasedJob(this.logger);

  constructor(
    private readonly sites: SiteRepository,
    private readonly sends: SendStore,
    private readonly work: LeasedWork,
    private readonly clock: SubscriptionClock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runHourly(), { now: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Once an hour across every instance (undefined: not this instance's turn). */
  runHourly(): Promise<number | undefined> {
    return this.job.outcome(this.work.run('subscription-send-recovery', { periodMs: HOUR_MS, keepForPeriod: true }, () => this.recover()), 'Looking for posts not queued stopped');
  }

  /** How many posts that had no send got one. */
  async recover(): Promise<number> {
    const now = this.clock.now();
    let queued = 0;
    for (let after: string | undefined; ; ) {
      const page = await this.sites.listSites({ publishedOnly: true, savedSince: now - RECOVERY_WINDOW_MS, ...(after ? { after } : {}), limit: PAGE });
      for (const summary of page) {
        const site = await this.sites.find(summary.organizationId);
        for (const post of site ? recentPosts(site.content, now, RECOVERY_WINDOW_MS) : []) {
          const id = sendIdOf(summary.organizationId, post);
          if (await this.sends.add({ id, organizationId: summary.organizationId, topic: post.topic, post, dueAt: post.dueAt, createdAt: now, state: 'waiting' })) queued += 1;
        }
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1].organizationId;
    }
    if (queued > 0) this.logger.warn(`${queued} published posts had not been queued for their subscribers; they are now.`);
    return queued;
  }
}
