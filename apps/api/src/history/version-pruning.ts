import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HourlyLeasedJob } from '../storage/hourly-leased-job';
import { LeasedWork } from '../storage/leased-work';
import { HistoryClock } from './history-clock';
import { VersionStore } from './version-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Versions are kept this many days, and at least the newest VERSIONS_KEPT of each thing, whichever is more. */
export const VERSION_DAYS = 365;
export const VERSIONS_KEPT = 100;

/** Deletes versions past their keeping, once a day across every instance (a lease kept for the day). */
@Injectable()
export class VersionPruning implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('History');
  private readonly job = new HourlyLeasedJob(this.logger);

  constructor(
    private readonly versions: VersionStore,
    private readonly work: LeasedWork,
    private readonly clock: HistoryClock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(() => this.runDaily());
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** Once a day across every instance: the old versions deleted (undefined: not this instance's turn). */
  runDaily(): Promise<number | undefined> {
    return this.job.outcome(this.work.run('version-pruning', { periodMs: DAY_MS, keepForPeriod: true }, () => this.pruneOld()), 'Pruning old versions stopped');
  }

  /**
   * Deletes each thing's versions older than VERSION_DAYS beyond its newest VERSIONS_KEPT, in whole runs (the
   * keyframe a kept version is rebuilt from stays: VersionStore.prune); how many went.
   */
  async pruneOld(): Promise<number> {
    const removed = await this.versions.prune(this.clock.now() - VERSION_DAYS * DAY_MS, VERSIONS_KEPT);
    if (removed > 0) this.logger.log(`${removed} old versions were deleted.`);
    return removed;
  }
}
