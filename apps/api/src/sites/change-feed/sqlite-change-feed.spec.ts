import { emptySiteContent, type StoredSiteContent } from '@schoolpage/content-contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublishedSitesService } from '../../public/published-sites.service';
import { openPublishedAnswers } from '../../public/published-answers/open-published-answers';
import { openSchoolSearch } from '../../search/open-school-search';
import type { SchoolSearch } from '../../search/school-search';
import type { PersistenceAdapter } from '../../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../../storage/persistence/sqlite/sqlite-persistence';
import { SiteChanges, type SiteChangeOrigin } from '../site-changes';
import type { ChangeFeed } from './change-feed';
import { openChangeFeed } from './open-change-feed';
import { SqliteChangeFeed } from './sqlite-change-feed';

/** One server process on the shared database file: its own connection, announcements, feed, search and kept answers. */
interface Process {
  persistence: PersistenceAdapter;
  changes: SiteChanges;
  feed: ChangeFeed;
  search: SchoolSearch;
  published: PublishedSitesService;
  heard: [organizationId: string, origin: SiteChangeOrigin][];
}

async function startProcess(file: string): Promise<Process> {
  const persistence = openSqlitePersistence(file);
  const changes = new SiteChanges();
  const feed = openChangeFeed(persistence, changes);
  const search = await openSchoolSearch(persistence, { changes, feed });
  const published = new PublishedSitesService(persistence.sites, openPublishedAnswers(persistence), changes, { publicCacheMs: 15_000 });
  const heard: Process['heard'] = [];
  changes.onChange((organizationId, origin) => heard.push([organizationId, origin]));
  return { persistence, changes, feed, search, published, heard };
}

async function stopProcess(process: Process): Promise<void> {
  (process.feed as SqliteChangeFeed).onApplicationShutdown();
  await process.persistence.close();
}

/** Waits until `seen()` holds, and says how long that took (fails past `withinMs`). */
async function within(withinMs: number, seen: () => Promise<boolean> | boolean): Promise<number> {
  const started = performance.now();
  while (!(await seen())) {
    if (performance.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((next) => setTimeout(next, 5));
  }
  return performance.now() - started;
}

const names = async (search: SchoolSearch, text: string) => (await search.search(text, 10)).map((school) => `${school.organizationName} (${school.templateName})`);

describe('the change feed of the embedded database: two processes on one file', () => {
  let dir: string;
  let a: Process;
  let b: Process;
  const id = 'f'.repeat(24);
  const content = (name: string, address = 'Banjara Hills, Hyderabad'): StoredSiteContent => {
    const site = emptySiteContent(name);
    site.contactDetails.address = address;
    return site;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'change-feed-'));
    a = await startProcess(join(dir, 'schoolpage.db'));
    b = await startProcess(join(dir, 'schoolpage.db'));
  });
  afterEach(async () => {
    await stopProcess(a);
    await stopProcess(b);
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows a publish, rename, template change, address change and hiding made through one process in the other within a second', async () => {
    const lags: number[] = [];
    const heardByB = () => b.heard.filter(([organizationId, origin]) => organizationId === id && origin === 'feed').length;

    const created = await a.persistence.sites.create({ organizationId: id, isPublish: false, templateName: 'nbl', content: content('Orchid Valley School') });
    lags.push(await within(1000, () => heardByB() === 1));
    expect(await names(b.search, 'orchid')).toEqual([]);

    await a.persistence.sites.save({ ...created, isPublish: true }, 1);
    lags.push(await within(1000, async () => (await names(b.search, 'orchid valley')).length === 1));
    expect(await names(b.search, 'hyderabad')).toEqual(['Orchid Valley School (nbl)']);
    expect(JSON.parse(String(await b.published.contentAnswer(id))).info.organizationName).toBe('Orchid Valley School');

    await a.persistence.sites.save({ ...created, isPublish: true, content: content('Lotus Valley School', 'Salt Lake, Kolkata') }, 2);
    a.changes.changed(id);
    lags.push(await within(1000, async () => (await names(b.search, 'lotus kolkata')).length === 1));
    expect(await names(b.search, 'orchid')).toEqual([]);
    expect(await names(b.search, 'hyderabad')).toEqual([]);
    // B's kept answer was forgotten; A made the answer everyone reads.
    lags.push(await within(1000, async () => JSON.parse(String(await b.published.contentAnswer(id))).info.organizationName === 'Lotus Valley School'));

    await a.persistence.sites.save({ ...created, isPublish: true, templateName: 'run', content: content('Lotus Valley School', 'Salt Lake, Kolkata') }, 3);
    lags.push(await within(1000, async () => (await names(b.search, 'lotus')).includes('Lotus Valley School (run)')));

    const before = heardByB();
    expect(await a.persistence.siteAddresses.claim(id, 'lotus-valley')).toBe('claimed');
    lags.push(await within(1000, () => heardByB() === before + 1));

    await a.persistence.sites.save({ ...created, isPublish: false, templateName: 'run', content: content('Lotus Valley School', 'Salt Lake, Kolkata') }, 4);
    lags.push(await within(1000, async () => (await names(b.search, 'lotus')).length === 0));
    expect(await b.published.contentAnswer(id)).toBeNull();

    // A never hears its own changes back from the feed; B has applied every one of them.
    expect(a.heard.filter(([, origin]) => origin === 'feed')).toEqual([]);
    expect(await b.feed.caughtUp()).toBe(true);
    expect(b.feed.lastAppliedSequence).toBeGreaterThanOrEqual(6);
    console.log(`change seen by the other process after ${lags.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  });

  it('records a change only when it commits: a save on a stale version and an address another school holds record nothing', async () => {
    const created = await a.persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: content('Cedar School') });
    await within(1000, () => b.heard.length === 1);
    expect(await a.persistence.sites.save({ ...created, content: content('Cedar Hill School') }, 7)).toBe(false);
    await a.persistence.siteAddresses.claim('e'.repeat(24), 'cedar');
    expect(await a.persistence.siteAddresses.claim(id, 'cedar')).toBe('taken');
    await within(1000, () => b.heard.length === 2);
    await new Promise((settle) => setTimeout(settle, 300));
    expect(b.heard).toEqual([
      [id, 'feed'],
      ['e'.repeat(24), 'feed'],
    ]);
  });

  it('applies a change twice without harm, and is not caught up until its search index is whole', async () => {
    const created = await a.persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: content('Maple School') });
    await within(1000, async () => (await names(b.search, 'maple')).length === 1);
    b.changes.changed(id, 'feed');
    b.changes.changed(id, 'feed');
    expect(await names(b.search, 'maple')).toEqual(['Maple School (nbl)']);
    await a.persistence.sites.save({ ...created, isPublish: false }, 1);
    await within(1000, async () => (await names(b.search, 'maple')).length === 0);

    let whole!: () => void;
    b.feed.loading(new Promise<void>((resolve) => (whole = resolve)));
    expect(await b.feed.caughtUp()).toBe(false);
    whole();
    await within(1000, () => b.feed.caughtUp());
  });

  it('keeps following when applying a change fails', async () => {
    let failures = 1;
    b.changes.onChange(() => {
      if (failures-- > 0) throw new Error('a listener failed');
    });
    await a.persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: content('Willow School') });
    await a.persistence.sites.create({ organizationId: 'e'.repeat(24), isPublish: true, templateName: 'nbl', content: content('Aspen School') });
    await within(1000, async () => (await names(b.search, 'aspen')).length === 1);
    expect(await names(b.search, 'willow')).toEqual(['Willow School (nbl)']);
  });

  it('drops everything it keeps and reads its search anew when changes it had not read were pruned, then follows on', async () => {
    const other = 'e'.repeat(24);
    const created = await a.persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: content('Orchid School') });
    await within(1000, async () => (await names(b.search, 'orchid')).length === 1);
    expect(JSON.parse(String(await b.published.contentAnswer(id))).info.organizationName).toBe('Orchid School');
    let everything = 0;
    b.changes.onEverythingChanged(() => everything++);

    // B is paused (it stops looking), longer than the feed keeps changes: A's changes are pruned before B reads them.
    const paused = b.feed as SqliteChangeFeed;
    paused.onApplicationShutdown();
    const heardBefore = b.heard.length;
    await a.persistence.sites.save({ ...created, content: content('Lotus School') }, 1);
    await a.persistence.sites.create({ organizationId: other, isPublish: true, templateName: 'nbl', content: content('Aspen School') });
    if (a.persistence.database.kind !== 'sqlite') throw new Error('an SQLite database was opened');
    a.persistence.database.db.exec('DELETE FROM site_changes');

    paused.poll();
    expect(everything).toBe(1);
    expect(b.heard.length).toBe(heardBefore);
    await within(1000, () => b.feed.caughtUp());
    expect(await names(b.search, 'orchid')).toEqual([]);
    expect(await names(b.search, 'lotus')).toEqual(['Lotus School (nbl)']);
    expect(await names(b.search, 'aspen')).toEqual(['Aspen School (nbl)']);
    expect(JSON.parse(String(await b.published.contentAnswer(id))).info.organizationName).toBe('Lotus School');

    // From its new place B follows change by change again.
    const aspen = await a.persistence.sites.find(other);
    await a.persistence.sites.save({ ...aspen!, isPublish: false }, 1);
    paused.poll();
    expect(everything).toBe(1);
    expect(b.heard.slice(heardBefore)).toEqual([[other, 'feed']]);
    expect(await names(b.search, 'aspen')).toEqual([]);
  });

  it('prunes changes older than it keeps them', async () => {
    const persistence = openSqlitePersistence(join(dir, 'schoolpage.db'));
    if (persistence.database.kind !== 'sqlite') throw new Error('an SQLite database was opened');
    const { db } = persistence.database;
    const feed = new SqliteChangeFeed(db, new SiteChanges(), { pollMs: 10, keepMs: 50 });
    await a.persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: content('Birch School') });
    expect(db.prepare('SELECT count(*) AS n FROM site_changes').get()).toEqual({ n: 1 });
    await new Promise((settle) => setTimeout(settle, 60));
    await a.persistence.sites.create({ organizationId: 'e'.repeat(24), isPublish: true, templateName: 'nbl', content: content('Elm School') });
    await within(1000, () => (db.prepare('SELECT count(*) AS n FROM site_changes').get() as { n: number }).n === 1);
    feed.onApplicationShutdown();
    await persistence.close();
  });
});
