import { emptySiteContent } from '@schoolpage/content-contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { giveBackAnswerBuffer, isPooledAnswer } from '../common/answer-buffers';
import { SiteChanges } from '../sites/site-changes';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { openSchoolSearch } from './open-school-search';
import type { SchoolSearch } from './school-search';
import { SearchAnswersService } from './search-answers.service';
import { SearchCountService } from './search-count.service';

const PUBLISHED_CACHE_MS = 15_000;

describe('SearchAnswersService', () => {
  let dir: string;
  let persistence: PersistenceAdapter;
  let search: SchoolSearch;
  let counts: SearchCountService;
  let answers: SearchAnswersService;
  let changes: SiteChanges;
  const publish = (id: string, name: string) =>
    persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: emptySiteContent(name) });

  const addresses = () => ({ slugsOf: (ids: readonly string[]) => persistence.siteAddresses.currentSlugs(ids) });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'search-answers-'));
    persistence = openSqlitePersistence(join(dir, 'db.sqlite'));
    search = await openSchoolSearch(persistence);
    counts = new SearchCountService(persistence.counters);
    changes = new SiteChanges();
    answers = new SearchAnswersService(search, counts, changes, { publicCacheMs: PUBLISHED_CACHE_MS }, addresses());
  });
  afterEach(async () => {
    await counts.beforeApplicationShutdown();
    await persistence.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reuses a search answer for a short while, and forgets it when told of a change', async () => {
    await publish('a'.repeat(24), 'Maple School');
    expect(await answers.search('maple', 10, 1000)).toHaveLength(1);
    await publish('b'.repeat(24), 'Maple College');
    expect(await answers.search('maple', 10, 1000 + PUBLISHED_CACHE_MS - 1)).toHaveLength(1);
    expect(await answers.search('maple', 10, 1000 + PUBLISHED_CACHE_MS)).toHaveLength(2);
    await publish('c'.repeat(24), 'Maple Academy');
    changes.changed('c'.repeat(24));
    expect(await answers.search('MAPLE', 10, 1000 + PUBLISHED_CACHE_MS)).toHaveLength(3);
  });

  it('reuses nothing when the lifetime is 0', async () => {
    const uncached = new SearchAnswersService(search, counts, new SiteChanges(), { publicCacheMs: 0 }, addresses());
    expect(await uncached.search('birch', 10, 1000)).toHaveLength(0);
    await publish('e'.repeat(24), 'Birch School');
    expect(await uncached.search('birch', 10, 1000)).toHaveLength(1);
  });

  it('keeps a copy of a list answer, so the answers written after it leave it as it was', async () => {
    for (const [id, name, slug] of [['f'.repeat(24), 'Cedar School', 'cedar'], ['9'.repeat(24), 'Elm School', 'elm']]) {
      await persistence.siteAddresses.claim(id, slug); // the index writes lists itself for schools with an address
      await publish(id, name);
    }
    const kept = (await answers.listing('cedar', 'visitor')).body as Buffer;
    expect(isPooledAnswer(kept)).toBe(false);
    const text = kept.toString();
    // Lists nobody keeps are written in the pool's buffers, used again once sent.
    const uncached = new SearchAnswersService(search, counts, new SiteChanges(), { publicCacheMs: 0 }, addresses());
    for (let i = 0; i < 3; i++) {
      const sent = (await uncached.listing('elm', 'visitor')).body as Buffer;
      expect(isPooledAnswer(sent)).toBe(true);
      expect(JSON.parse(sent.toString()).info[0].organizationName).toBe('Elm School');
      giveBackAnswerBuffer(sent);
    }
    expect(((await answers.listing('cedar', 'visitor')).body as Buffer).toString()).toBe(text);
    expect(kept.toString()).toBe(text);
  });

  it("leads each school found to its own address: suggestions and the list carry its slug and siteUrl beside the spec's fields", async () => {
    const id = 'd'.repeat(24);
    await publish(id, 'Cedar School');
    await persistence.siteAddresses.claim(id, 'cedar-school');
    const suggestion = JSON.parse(String((await answers.suggestion('cedar', 'visitor')).body)) as { info: Record<string, unknown>[] };
    expect(suggestion.info).toEqual([
      { _id: id, templateName: 'run', organizationName: 'Cedar School', place: '', slug: 'cedar-school', siteUrl: '/s/cedar-school' },
    ]);
    const listing = JSON.parse(String((await answers.listing('cedar', 'visitor')).body)) as { success: boolean; info: Record<string, unknown>[] };
    expect(listing.success).toBe(true);
    expect(listing.info).toEqual([
      { _id: id, templateName: 'run', organizationName: 'Cedar School', contactDetails: { address: '' }, slug: 'cedar-school', siteUrl: '/s/cedar-school' },
    ]);
  });

  it('answers from the slugs the index keeps, asking the store only for a school found without one', async () => {
    const asked: string[][] = [];
    const counted = { slugsOf: (ids: readonly string[]) => (asked.push([...ids]), persistence.siteAddresses.currentSlugs(ids)) };
    const uncached = new SearchAnswersService(search, counts, new SiteChanges(), { publicCacheMs: 0 }, counted);
    const [oak, oakHill] = ['1'.repeat(24), '2'.repeat(24)];
    await persistence.siteAddresses.claim(oak, 'oak-school');
    await publish(oak, 'Oak School');
    const listed = async () => (JSON.parse(String((await uncached.listing('oak', 'visitor')).body)) as { info: { _id: string; slug?: string }[] }).info;
    expect(await listed()).toMatchObject([{ _id: oak, slug: 'oak-school' }]);
    expect(JSON.parse(String((await uncached.suggestion('oak', 'visitor')).body))).toMatchObject({ info: [{ _id: oak, slug: 'oak-school' }] });
    expect(asked).toEqual([]);
    // Published before its first slug: the index has none, so the store is asked for that school alone.
    await publish(oakHill, 'Oak Hill School');
    await persistence.siteAddresses.claim(oakHill, 'oak-hill');
    expect(await listed()).toMatchObject([{ _id: oakHill, slug: 'oak-hill' }, { _id: oak, slug: 'oak-school' }]);
    expect(asked).toEqual([[oakHill]]);
  });

  it("suggests a school at its new address once its slug changes, though the school's answer part was made before", async () => {
    const uncached = new SearchAnswersService(search, counts, new SiteChanges(), { publicCacheMs: 0 }, addresses());
    const id = 'f'.repeat(24);
    await publish(id, 'Elm School');
    await persistence.siteAddresses.claim(id, 'elm-school');
    const suggested = async () => (JSON.parse(String((await uncached.suggestion('elm', 'visitor')).body)) as { info: { slug: string; siteUrl: string }[] }).info;
    expect(await suggested()).toMatchObject([{ slug: 'elm-school', siteUrl: '/s/elm-school' }]);
    await persistence.siteAddresses.claim(id, 'elm-high');
    expect(await suggested()).toMatchObject([{ slug: 'elm-high', siteUrl: '/s/elm-high' }]);
  });
});
