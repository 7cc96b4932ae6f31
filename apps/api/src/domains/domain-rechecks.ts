import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { DomainClock } from './domain-clock';
import { nextRecheckAt, RECHECK_TICK_MS } from './domain-recheck-schedule';
import { DomainStore } from './domain-store';
import { DomainsService } from './domains.service';

/** Domains checked at once (each check is a handful of DNS queries). */
const AT_ONCE = 8;

/**
 * The automatic re-checks of schools' domains (issue #46): every RECHECK_TICK_MS one instance (under a lease) checks
 * each domain due by `nextRecheckAt`: a pending one often at first, then less, for 72 hours; a verified or lost one
 * daily. What each check finds is kept as "Check now" keeps it: a pending domain whose records are right is verified,
 * a verified one failing 3 days in a row is lost, and owners are e-mailed at each change of status.
 */
@Injectable()
export class DomainRechecks implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DomainRechecks');
  private readonly job = new HourlyLeasedJob(this.logger);
  private running = false;

  constructor(
    private readonly store: DomainStore,
    private readonly domains: DomainsService,
    private readonly work: LeasedWork,
    private readonly clock: DomainClock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runDue(), { everyMs: RECHECK_TICK_MS });
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Checks every domain due, once across instances: how many were checked (undefined: another's turn, or a run still going here). */
  async runDue(): Promise<number | undefined> {
    if (this.running) return undefined;
    this.running = true;
    try {
      return await this.job.outcome(this.work.run('domain-rechecks', { periodMs: 60_000 }, () => this.checkDue()), 'The automatic domain re-checks stopped');
    } finally {
      this.running = false;
    }
  }

  private async checkDue(): Promise<number> {
    const now = this.clock.now();
    const due = (await this.store.all()).filter((record) => {
      const at = nextRecheckAt(record);
      return at !== null && at <= now;
    });
    for (let i = 0; i < due.length; i += AT_ONCE) {
      await Promise.all(
        due.slice(i, i + AT_ONCE).map((record) =>
          this.domains.recheck(record).catch((error: unknown) => this.logger.warn(`${record.hostname} could not be re-checked: ${String(error)}`)),
        ),
      );
    }
    return due.length;
  }
}
