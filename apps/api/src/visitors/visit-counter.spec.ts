import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE_BUDGET_MIB, type CacheBudgets, mib } from '../config/platform-config';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { openVisitStore } from './open-visit-store';
import { VisitClock } from './visit-clock';
import { type PageView, VisitCounter } from './visit-counter.service';
import type { VisitBatch, VisitStore } from './visit-store';

const SCHOOL = 'a'.repeat(24);
/** A small budget: a few dozen views of different pages fill it. */
const BUDGET = 16 * 1024;
/** Every budget at its default but the visits buffer's. */
const config = {
  cacheBytes: { ...(Object.fromEntries(Object.entries(CACHE_BUDGET_MIB).map(([cache, budget]) => [cache, mib(budget)])) as CacheBudgets), visitsBuffer: BUDGET },
};

/** A view of its own page by its own visitor: every view adds entries to the buffer. */
const view = (n: number): PageView => ({
  organizationId: SCHOOL,
  page: `page-${n}`,
  referrerDomain: '',
  device: 'desktop',
  country: '',
  searchWords: '',
  address: `10.0.0.${n}`,
  userAgent: 'Mozilla/5.0',
});

describe('VisitCounter: the visits buffer', () => {
  let dir: string;
  let persistence: PersistenceAdapter;
  let store: VisitStore;
  const clock = new VisitClock();
  const viewsOf = async () => (await store.figures(SCHOOL, clock.today(), clock.today())).find((row) => row.kind === 'total')?.views ?? 0;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'visit-counter-'));
    persistence = openSqlitePersistence(join(dir, 'db.sqlite'));
    store = openVisitStore(persistence);
    await persistence.siteAddresses.claim(SCHOOL, 'oak-school');
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await persistence.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is written as soon as it holds its byte budget, before the timer, and never holds much more', async () => {
    const counter = new VisitCounter(store, clock, persistence.siteAddresses, config);
    let most = 0;
    for (let n = 0; n < 400; n++) {
      await counter.count(view(n));
      most = Math.max(most, counter.bufferedBytes);
    }
    // No flush was asked for and no timer runs (onModuleInit was not called): the full buffer wrote itself.
    await new Promise((written) => setTimeout(written, 50));
    expect(await viewsOf()).toBeGreaterThan(300);
    expect(most).toBeLessThan(BUDGET + 2048);
    await counter.flush();
    expect(await viewsOf()).toBe(400);
  });

  it('drops and counts the views that arrive while it is still full (its write not done), then counts again', async () => {
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const slow: VisitStore = Object.assign(Object.create(store) as VisitStore, {
      record: async (batch: VisitBatch) => (await stalled, store.record(batch)),
    });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const counter = new VisitCounter(slow, clock, persistence.siteAddresses, config);
    // The first full buffer is being written (stalled); the next fills up, then turns views away.
    for (let n = 0; n < 200; n++) await counter.count(view(n));
    expect(counter.bufferedBytes).toBeGreaterThanOrEqual(BUDGET);
    expect(counter.bufferedBytes).toBeLessThan(BUDGET + 2048);
    expect(warn).not.toHaveBeenCalled();
    release();
    await counter.flush();
    const written = await viewsOf();
    expect(written).toBeGreaterThan(20);
    expect(written).toBeLessThan(200);
    expect(warn).toHaveBeenCalledWith(`${200 - written} views were not counted: the visits buffer was full (VISITS_BUFFER_MIB).`);
    await counter.count(view(200));
    await counter.flush();
    expect(await viewsOf()).toBe(written + 1);
  });
});
