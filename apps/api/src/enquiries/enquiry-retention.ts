import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { EnquiryClock } from './enquiry-clock';
import { EnquiryStore } from './enquiry-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days a school's enquiries are kept when it has not said (DEFAULT_ENQUIRY_RETENTION_DAYS unless set). */
export const ENQUIRY_RETENTION_DAYS = Symbol('ENQUIRY_RETENTION_DAYS');

/**
 * Deletes each school's enquiries older than its retention (DPDP Act: kept no longer than their purpose needs; the
 * school sets it on its Enquiries page, the default otherwise). Looked at every hour; the deletion runs on one instance at a time under a lease kept for the day, so N instances delete once a day.
 */
@Injectable()
export class EnquiryRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EnquiryRetention');
  private readonly job = new HourlyLeasedJob(this.logger);

  constructor(
    private readonly enquiries: EnquiryStore,
    private readonly work: LeasedWork,
    private readonly clock: EnquiryClock,
    @Inject(ENQUIRY_RETENTION_DAYS) readonly defaultDays: number,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runDaily());
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Once a day across every instance: the enquiries past their retention deleted (undefined: not this instance's turn). */
  runDaily(): Promise<number | undefined> {
    return this.job.outcome(this.work.run('enquiry-retention', { periodMs: DAY_MS, keepForPeriod: true }, () => this.deleteExpired()), 'Deleting old enquiries stopped');
  }

  /** Deletes every enquiry made longer ago than its school's retention; how many went. */
  async deleteExpired(): Promise<number> {
    const removed = await this.enquiries.removeExpired(this.clock.now(), this.defaultDays);
    if (removed > 0) this.logger.log(`${removed} enquiries past their school's retention were deleted.`);
    return removed;
  }
}
