import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
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
/** Written at once when this many views wait, whatever the time. */
const FLUSH_AT_VIEWS = 5_000;

/**
 * Counts page views: each view is added in memory and the counts are written to the store every VISIT_FLUSH_MS
 * in one batch (no write per request). Unique visitors per day are counted Plausible's way: a hash of the day's
 * salt (made once in the store and forgotten with the day), the site, the address and the user agent; the
 * address and user agent are used only for the hash, never kept.
 */
@Injectable()
export class VisitCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('VisitCounter');
  private views = new Map<string, VisitFigureKey & { views: number }>();
  private visitors = new Map<string, VisitBatch['visitors'][number]>();
  private pending = 0;
  private salt?: { day: string; value: Promise<string> };
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: VisitStore,
    private readonly clock: VisitClock,
    private readonly addresses: SiteAddressRepository,
  ) {}

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
    for (const f of figures) {
      const id = `${f.organizationId}|${f.day}|${f.kind}|${f.key}`;
      const kept = this.views.get(id);
      if (kept) kept.views++;
      else this.views.set(id, { ...f, views: 1 });
    }
    // The visitor's first view of the day counts them on its things (their device, where they came from, their entry page).
    if (!this.visitors.has(hash)) this.visitors.set(hash, { hash, day, figures });
    if (++this.pending >= FLUSH_AT_VIEWS) void this.flush();
  }

  /** Writes what was counted since the last flush, in one batch; the day before's salts and hashes are forgotten. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending === 0) return;
      const gathered: VisitBatch = { views: [...this.views.values()], visitors: [...this.visitors.values()] };
      this.views = new Map();
      this.visitors = new Map();
      this.pending = 0;
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
