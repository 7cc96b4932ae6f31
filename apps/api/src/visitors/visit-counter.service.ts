import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { stringBytes } from '../common/short-lived-cache';
import { PLATFORM_CONFIG } from '../config/config.module';
import { cacheBudget, type PlatformConfig } from '../config/platform-config';
import { SiteAddressRepository } from '../storage/persistence/site-address.repository';
import { VisitClock } from './visit-clock';
import { VisitStore, type VisitBatch, type VisitFigureKey } from './visit-store';

/** One page view as the counter takes it: what is counted, and what makes the visitor's daily hash (never kept). */
export interface PageView {
  organizationId: string;
  page: string;
  referrerDomain: string;
  device: string;
  country: string;
  searchWords: string;
  address: string;
  userAgent: string;
}

/** How often the views gathered in memory are written, in one write. */
export const VISIT_FLUSH_MS = 2_000;
/** What one entry of the buffer costs in memory beside its texts (its object and its place in a map), counted generously. */
const ENTRY_BYTES = 160;

/**
 * Counts page views: each view is added in memory and the counts are written to the store every VISIT_FLUSH_MS
 * in one batch (no write per request). The buffer has a byte budget (VISITS_BUFFER_MIB): once full it is
 * written at once; a view arriving while it is still full (the write before has not finished) is dropped,
 * and the views dropped are counted and logged. Unique visitors per day are counted Plausible's way: a hash of the day's
 * salt (made once in the store and forgotten with the day), the site, the address and the user agent; the
 * address and user agent are used only for the hash, never kept.
 */
@Injectable()
export class VisitCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('VisitCounter');
  private views = new Map<string, VisitFigureKey & { views: number }>();
  private visitors = new Map<string, VisitBatch['visitors'][number]>();
  private pending = 0;
  /** What the buffer holds in memory, counted as the entries are added (see ENTRY_BYTES). */
  private bytes = 0;
  private readonly budget: number;
  /** Views dropped since the last flush, the buffer being full. */
  private dropped = 0;
  private salt?: { day: string; value: Promise<string> };
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: VisitStore,
    private readonly clock: VisitClock,
    private readonly addresses: SiteAddressRepository,
    @Inject(PLATFORM_CONFIG) config: Partial<Pick<PlatformConfig, 'cacheBytes'>>,
  ) {
    this.budget = cacheBudget(config, 'visitsBuffer');
  }

  /** Bytes the views waiting to be written hold in memory (as counted; never past the budget by more than a view's). */
  get bufferedBytes(): number {
    return this.bytes;
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), VISIT_FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Adds one view (in memory; written with the next flush). */
  async count(view: PageView): Promise<void> {
    const day = this.clock.today();
    const hash = createHash('sha256').update(`${await this.saltOf(day)}|${view.organizationId}|${view.address}|${view.userAgent}`).digest('base64url').slice(0, 22);
    const figure = (kind: VisitFigureKey['kind'], key: string): VisitFigureKey => ({ organizationId: view.organizationId, day, kind, key });
    const figures = [
      figure('total', ''),
      figure('page', view.page),
      figure('device', view.device),
      ...(view.referrerDomain ? [figure('referrer', view.referrerDomain)] : []),
      ...(view.country ? [figure('country', view.country)] : []),
      ...(view.searchWords ? [figure('search', view.searchWords)] : []),
    ];
    if (this.bytes >= this.budget) {
      this.dropped++;
      return;
    }
    for (const f of figures) {
      const id = `${f.organizationId}|${f.day}|${f.kind}|${f.key}`;
      const kept = this.views.get(id);
      if (kept) kept.views++;
      else {
        this.views.set(id, { ...f, views: 1 });
        this.bytes += ENTRY_BYTES + 2 * stringBytes(id);
      }
    }
    // The visitor's first view of the day counts them on its things (their device, where they came from, their entry page).
    if (!this.visitors.has(hash)) {
      this.visitors.set(hash, { hash, day, figures });
      this.bytes += ENTRY_BYTES * (1 + figures.length) + stringBytes(hash);
    }
    this.pending++;
    if (this.bytes >= this.budget) void this.flush();
  }

  /** Writes what was counted since the last flush, in one batch; the day before's salts and hashes are forgotten. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending === 0) return;
      const gathered: VisitBatch = { views: [...this.views.values()], visitors: [...this.visitors.values()] };
      this.views = new Map();
      this.visitors = new Map();
      this.pending = 0;
      this.bytes = 0;
      if (this.dropped > 0) this.logger.warn(`${this.dropped} views were not counted: the visits buffer was full (VISITS_BUFFER_MIB).`);
      this.dropped = 0;
      try {
        const batch = await this.ofKnownSchools(gathered);
        await this.store.record(batch);
        await this.store.forgetBefore(this.clock.today());
      } catch (error) {
        this.logger.warn(`${gathered.views.length} visit figures could not be written: ${String(error)}`);
      }
    });
    return this.flushing;
  }

  /**
   * Only views of schools that exist are kept: a beacon naming any other id (to pad figures, or by mistake) is
   * dropped here, with one look-up of the batch's schools (their addresses) per flush, not one per view.
   */
  private async ofKnownSchools(batch: VisitBatch): Promise<VisitBatch> {
    const named = [...new Set(batch.views.map((view) => view.organizationId))];
    const known = await this.addresses.currentSlugs(named);
    if (known.size === named.length) return batch;
    return {
      views: batch.views.filter((view) => known.has(view.organizationId)),
      visitors: batch.visitors.filter((visitor) => visitor.figures.every((figure) => known.has(figure.organizationId))),
    };
  }

  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = this.store.saltOf(day);
      this.salt = { day, value };
      value.catch(() => (this.salt = undefined));
    }
    return this.salt.value;
  }
}
