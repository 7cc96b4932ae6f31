import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionClock } from './subscription-clock';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes every subscriber who did not open the confirmation link within its days: an address someone typed is not
 * kept without its owner's say. Looked at every hour, run on one instance at a time under a lease.
 */
@Injectable()
export class SubscriberRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SubscriberRetention');
  private readonly job = new HourlyLeasedJob(this.logger);

  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly work: LeasedWork,
    private readonly clock: SubscriptionClock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runHourly());
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Once an hour across every instance (undefined: not this instance's turn). */
  runHourly(): Promise<number | undefined> {
    return this.job.outcome(this.work.run('unconfirmed-subscribers', { periodMs: HOUR_MS, keepForPeriod: true }, () => this.deleteUnconfirmed()), 'Deleting unconfirmed subscribers stopped');
  }

  /** How many unconfirmed subscribers went. */
  async deleteUnconfirmed(): Promise<number> {
    const removed = await this.subscribers.removeUnconfirmed(this.clock.now());
    if (removed > 0) this.logger.log(`${removed} subscribers who never confirmed were deleted.`);
    return removed;
  }
}
