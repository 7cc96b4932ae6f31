import { SAME_SEARCH_MS, SEARCHES_PER_VISITOR_MINUTE, SearchCountService } from './search-count.service';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';

describe('search count', () => {
  let dir: string;
  let storage: PersistenceAdapter;
  let count: SearchCountService;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-count-'));
    storage = openSqlitePersistence(join(dir, 'schoolpage.db'));
    count = new SearchCountService(storage.counters);
  });
  afterEach(async () => {
    await count.beforeApplicationShutdown();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts the debounced steps of typing one query once, and backspacing too', async () => {
    const t = 1_000_000;
    expect(count.served('10.0.0.1', 'st', t)).toBe(true);
    expect(count.served('10.0.0.1', 'st ma', t + 400)).toBe(false);
    expect(count.served('10.0.0.1', "St. Mary's", t + 900)).toBe(false);
    expect(count.served('10.0.0.1', 'st mar', t + 1500)).toBe(false);
    expect(await count.total()).toBe(1);
  });

  it('counts the same query again only after a minute, and another query at once', async () => {
    const t = 1_000_000;
    count.served('10.0.0.1', 'greenwood', t);
    expect(count.served('10.0.0.1', 'Greenwood', t + 30_000)).toBe(false);
    expect(count.served('10.0.0.1', 'greenwood', t + 30_000 + SAME_SEARCH_MS)).toBe(true);
    expect(count.served('10.0.0.1', 'delhi', t + 100_000)).toBe(true);
    expect(count.served('10.0.0.2', 'delhi', t + 100_000)).toBe(true);
    expect(await count.total()).toBe(4);
  });

  it('counts at most a few searches a minute from one address, however many queries it sends', async () => {
    const t = 1_000_000;
    for (let i = 0; i < 1000; i++) count.served('203.0.113.9', `school ${i % 2 ? 'a' : 'b'}${i}`, t + i);
    expect(await count.total()).toBe(SEARCHES_PER_VISITOR_MINUTE);
    expect(count.served('203.0.113.9', 'kolkata', t + 61_000)).toBe(true);
  });

  it('writes what it counted to the searches counter', async () => {
    count.served('10.0.0.1', 'kochi');
    await count.flush();
    expect(await storage.counters.get('searches')).toBe(1);
    expect(count.served('10.0.0.1', '  ')).toBe(false);
  });
});
