import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LeasedWork } from './leased-work';
import type { PersistenceAdapter } from './persistence/persistence-adapter';
import { openSqlitePersistence } from './persistence/sqlite/sqlite-persistence';

/** Instances of the platform on one store, each with its own LeasedWork (and a clock the test sets). */
describe('LeasedWork', () => {
  let folder: string;
  let store: PersistenceAdapter;
  let now: number;
  const instance = () => new LeasedWork(store.leases, () => now);
  let n = 0;
  const lease = () => `work-${++n}`;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'leased-work-'));
    store = openSqlitePersistence(join(folder, 'schoolpage.db'));
  });
  beforeEach(() => (now = Date.now()));
  afterAll(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs work held for a period once across instances, until the period has run out', async () => {
    const [a, b] = [instance(), instance()];
    const name = lease();
    const terms = { periodMs: 60_000, keepForPeriod: true };
    expect(await a.run(name, terms, async () => 'swept')).toEqual({ ran: true, result: 'swept' });
    expect(await b.run(name, terms, async () => 'swept')).toEqual({ ran: false });
    // The holder runs it again at its next interval; another instance only once the holder stopped renewing.
    expect((await a.run(name, terms, async () => 'swept')).ran).toBe(true);
    now += 59_000;
    expect((await b.run(name, terms, async () => 'swept')).ran).toBe(false);
    now += 1_000;
    expect((await b.run(name, terms, async () => 'swept')).ran).toBe(true);
  });

  it('lets another instance run work one at a time: not while it runs, at once after it', async () => {
    const [a, b] = [instance(), instance()];
    const name = lease();
    let finish = () => undefined as void;
    const running = a.run(name, { periodMs: 60_000 }, () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await b.run(name, { periodMs: 60_000 }, async () => 'twice')).toEqual({ ran: false });
    finish();
    await running;
    expect(await b.run(name, { periodMs: 60_000 }, async () => 'after')).toEqual({ ran: true, result: 'after' });
  });

  it('gives up its leases when the instance shuts down, so a new instance takes over at once', async () => {
    const [a, b] = [instance(), instance()];
    const name = lease();
    await a.run(name, { periodMs: 3_600_000, keepForPeriod: true }, async () => undefined);
    expect((await b.run(name, { periodMs: 3_600_000 }, async () => undefined)).ran).toBe(false);
    await a.onModuleDestroy();
    expect((await b.run(name, { periodMs: 3_600_000 }, async () => undefined)).ran).toBe(true);
  });

  it('gives the lease up when the work fails', async () => {
    const [a, b] = [instance(), instance()];
    const name = lease();
    await expect(a.run(name, { periodMs: 60_000 }, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect((await b.run(name, { periodMs: 60_000 }, async () => undefined)).ran).toBe(true);
  });

  it('starts no work before the instance is ready, and none once it stopped before it was', async () => {
    let becomeReady!: (ready: boolean) => void;
    const starting = new LeasedWork(store.leases, () => now, () => new Promise<boolean>((resolve) => (becomeReady = resolve)));
    const work = jest.fn(async () => 'done');
    const run = starting.run(lease(), { periodMs: 60_000 }, work);
    await new Promise((r) => setTimeout(r, 50));
    expect(work).not.toHaveBeenCalled();
    becomeReady(true);
    expect(await run).toEqual({ ran: true, result: 'done' });

    const stopping: LeasedWork = new LeasedWork(store.leases, () => now, async (stopped) => {
      await stopping.onModuleDestroy();
      return !stopped();
    });
    expect(await stopping.run(lease(), { periodMs: 60_000 }, work)).toEqual({ ran: false });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
