import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ChangeFeed } from '../../sites/change-feed/change-feed';
import { SqliteChangeFeed } from '../../sites/change-feed/sqlite-change-feed';
import { LeasedWork } from '../../storage/leased-work';
import { SchoolSearch } from '../school-search';
import { SqliteSchoolSearch } from './sqlite-school-search';

/** How often the snapshot is written again (when the index changed since): the changes a start takes in after it stay few. */
export const SNAPSHOT_EVERY_MS = 10 * 60_000;

/**
 * Writes the snapshot of the search index (SqliteSchoolSearch.writeSnapshot) beside the embedded database:
 * once the index is whole when it was read from the rows (no snapshot, or one too old to catch up), then
 * every SNAPSHOT_EVERY_MS when the change feed moved since, on one instance at a time (the lease
 * `search-snapshot`). Every instance on the file starts from it. MongoDB deployments search in the
 * database itself (mongo-school-search.ts): no index in memory, nothing to write.
 */
@Injectable()
export class SearchSnapshotJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SearchSnapshot');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  /** The sequence of the last snapshot this instance wrote. */
  private written?: number;
  private stopped = false;

  constructor(
    private readonly search: SchoolSearch,
    private readonly feed: ChangeFeed,
    private readonly work: LeasedWork,
  ) {}

  onApplicationBootstrap(): void {
    const search = this.search;
    if (!(search instanceof SqliteSchoolSearch)) return;
    void search.ready.then(
      () => {
        if (search.readFrom === 'database' && !this.stopped) this.writeInBackground();
      },
      () => undefined,
    );
    this.timer = setInterval(() => this.writeInBackground(), SNAPSHOT_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Writes the snapshot when the feed moved since the last this instance wrote (and no other instance writes now); its size, or undefined. */
  async write(): Promise<number | undefined> {
    const { search, feed } = this;
    if (!(search instanceof SqliteSchoolSearch) || !(feed instanceof SqliteChangeFeed) || this.stopped) return undefined;
    if (feed.appliedUpTo() === this.written) return undefined;
    let sequence = 0;
    // The sequence and the index are taken in one step: every change up to the sequence is in the index.
    const run = await this.work.run('search-snapshot', { periodMs: SNAPSHOT_EVERY_MS }, () => search.writeSnapshot((sequence = feed.appliedUpTo())));
    if (!run.ran || run.result === undefined) return undefined;
    this.written = sequence;
    return run.result;
  }

  private writeInBackground(): void {
    if (this.running) return;
    this.running = this.write()
      .catch((error: unknown) => this.logger.warn(`The search index snapshot could not be written: ${String(error)}`))
      .finally(() => (this.running = undefined));
  }
}
