import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { fileFieldKeys } from './stored-file-urls';
import { FileStore } from './file-store';
import { KeptFiles } from './kept-files';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { LeasedWork } from '../storage/leased-work';
import { SiteRepository } from '../storage/persistence/site.repository';

/** Files younger than this are never swept: an upload is stored a moment before the site points at it. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const SITES_PER_PAGE = 200;
/** With sweeps at start-up only (FILE_SWEEP_MINUTES=0), instances starting within this time of one that swept do not sweep again. */
const START_UP_SWEEP_LEASE_MS = 10 * 60_000;

export interface SweepResult {
  /** Writes a crash left unfinished. */
  unfinished: number;
  /** Stored files no site's file fields point at (and picture variants whose picture is gone). */
  unreferenced: number;
}

/**
 * Removes what a crash can leave in the file store (files are written before the site that points at
 * them, and removed after): unfinished writes, and files no site's file fields point at (nor a kept
 * version: KeptFiles), once they are an hour old. Runs at start-up and every FILE_SWEEP_MINUTES, under a lease kept in the store for that
 * time: once per interval across every instance (another takes over when the one sweeping dies). The
 * start-up sweep waits until the instance is ready (its readiness checks pass): reading every site, it
 * would otherwise hold back the search index's read and so the moment a balancer may send visitors.
 */
@Injectable()
export class UnreferencedFileSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FileSweep');
  private timer?: NodeJS.Timeout;
  private running?: Promise<SweepResult>;
  /** Aborted when the instance shuts down: a sweep stops between two steps, before it removes anything more. */
  private readonly shutdown = new AbortController();

  constructor(
    private readonly files: FileStore,
    private readonly sites: SiteRepository,
    private readonly owners: FileOwnerRepository,
    private readonly work: LeasedWork,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly kept: KeptFiles,
  ) {}

  onApplicationBootstrap(): void {
    // The leased work waits until the instance is ready (LeasedWork).
    this.sweepInBackground();
    if (this.config.fileSweepMs > 0) {
      this.timer = setInterval(() => this.sweepInBackground(), this.config.fileSweepMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    // Reading every site takes minutes with a million schools: a deploy must not wait for it.
    this.shutdown.abort(new Error('the instance is shutting down'));
    await this.running?.catch(() => undefined);
  }

  /** One sweep (a call while one runs shares it). */
  sweep(now = Date.now()): Promise<SweepResult> {
    this.running ??= this.sweepOnce(now).finally(() => (this.running = undefined));
    return this.running;
  }

  /** A sweep unless another instance swept within the interval (or sweeps now). */
  private sweepInBackground(): void {
    const terms = { periodMs: this.config.fileSweepMs || START_UP_SWEEP_LEASE_MS, keepForPeriod: true };
    this.work.run('file-sweep', terms, () => this.sweep()).catch((error: unknown) => this.logger.warn(`The file sweep stopped: ${String(error)}`));
  }

  private async sweepOnce(now: number): Promise<SweepResult> {
    const before = now - SWEEP_MIN_AGE_MS;
    const unfinished = await this.files.removeUnfinished(before);
    // Read every site's references first: a file stored after this is younger than `before` and kept.
    const referenced = await this.referencedKeys();
    let unreferenced = 0;
    /** The pictures kept: their variants stay. */
    const kept = new Set<string>();
    for await (const { key, modifiedAt } of this.files.list()) {
      this.shutdown.signal.throwIfAborted();
      if (modifiedAt >= before || referenced.has(key)) {
        kept.add(key.slice(0, 32));
        continue;
      }
      await this.files.delete(key);
      await this.owners.forget(key);
      unreferenced++;
    }
    // Variants whose picture is gone (a crash between removing them and it, or while they were made).
    for await (const { key, modifiedAt } of this.files.list('variants')) {
      this.shutdown.signal.throwIfAborted();
      if (modifiedAt >= before || kept.has(key.slice(0, 32))) continue;
      await this.files.delete(key);
      unreferenced++;
    }
    this.logger.log(`File sweep ran: removed ${unfinished} unfinished and ${unreferenced} unreferenced files.`);
    return { unfinished, unreferenced };
  }

  /** The stored-file keys any site's file fields point at, and those kept apart from sites (a kept version's: KeptFiles). */
  private async referencedKeys(): Promise<Set<string>> {
    const keys = await this.kept.keys();
    let after: string | undefined;
    for (;;) {
      this.shutdown.signal.throwIfAborted();
      const page = await this.sites.listSites({ publishedOnly: false, after, limit: SITES_PER_PAGE });
      for (const summary of page) {
        const site = await this.sites.find(summary.organizationId);
        for (const key of fileFieldKeys(site?.content)) keys.add(key);
      }
      if (page.length < SITES_PER_PAGE) return keys;
      after = page[page.length - 1].organizationId;
      // An embedded database is read without waiting: between pages the server answers requests (its readiness too).
      await new Promise((next) => setImmediate(next));
    }
  }
}
