import { allContentAnswer, emptySiteContent } from '@schoolpage/content-contract';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { SiteChanges } from '../sites/site-changes';
import { openPublishedAnswers } from './published-answers/open-published-answers';
import type { PublishedAnswers } from './published-answers/published-answers';
import { PublishedSitesService } from './published-sites.service';

const PUBLISHED_CACHE_MS = 15_000;

describe('PublishedSitesService', () => {
  let dir: string;
  let persistence: PersistenceAdapter;
  let answers: PublishedAnswers;
  let published: PublishedSitesService;
  let changes: SiteChanges;
  const publish = (id: string, name: string) =>
    persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: emptySiteContent(name) });
  /** What SiteChanges' listeners started has settled. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'published-'));
    persistence = openSqlitePersistence(join(dir, 'db.sqlite'));
    answers = openPublishedAnswers(persistence);
    changes = new SiteChanges();
    published = new PublishedSitesService(persistence.sites, answers, changes, { publicCacheMs: PUBLISHED_CACHE_MS });
  });
  afterEach(async () => {
    await persistence.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers with the content of published sites, and forgets a site when it changes', async () => {
    const id = 'd'.repeat(24);
    const site = await publish(id, 'Cedar School');
    expect(JSON.parse(String(await published.contentAnswer(id, 1000))).info.organizationName).toBe('Cedar School');
    await persistence.sites.save({ ...site, isPublish: false }, 1);
    expect(await published.contentAnswer(id, 2000)).not.toBeNull();
    changes.changed(id);
    expect(await published.contentAnswer(id, 2000)).toBeNull();
  });

  it('takes up a scheduled change at its time without a save: a story and a page published, a notice removed', async () => {
    const id = 'f'.repeat(24);
    const at = Date.parse('2026-12-01T01:30:00Z');
    const body = { type: 'doc' as const, content: [] };
    const content = {
      ...emptySiteContent('Pine School'),
      news: [{ id: 'n1', title: 'Sports day', slug: 'sports-day', summary: '', body, pinned: false, publishAt: new Date(at).toISOString(), createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' }],
      notice: [{ id: 'c1', title: 'Fees due', uploadDate: '2026-11-01T00:00:00Z', fileUrl: { url: '/api/files/a.png' }, expireAt: new Date(at).toISOString() }],
      pages: [{ id: 'p1', title: 'Uniform', slug: 'uniform', body, showInMenu: true, publishAt: new Date(at).toISOString(), updatedAt: '2026-11-01T00:00:00Z' }],
    };
    await persistence.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content });
    const shown = async (now: number) => JSON.parse(String(await published.contentAnswer(id, now))).info;
    const before = await shown(at - 1000);
    expect([before.news, before.pages, before.notice.map((n: { title: string }) => n.title)]).toEqual([[], [], ['Fees due']]);
    // Remembered in memory and kept beside the site: both give way at the time, with nothing saved or announced.
    const after = await shown(at);
    expect(after.news.map((story: { title: string }) => story.title)).toEqual(['Sports day']);
    expect(after.notice).toEqual([]);
    expect(after.pages.map((page: { slug: string }) => page.slug)).toEqual(['uniform']);
    const fresh = new PublishedSitesService(persistence.sites, answers, new SiteChanges(), { publicCacheMs: PUBLISHED_CACHE_MS });
    expect((await answers.find(id, at))?.expiresAt).toBeUndefined();
    expect(JSON.parse(String(await fresh.contentAnswer(id, at + 1))).info.news).toHaveLength(1);
  });

  it("keeps each site's answer as ready bytes, made again when the site changes, never of an older version", async () => {
    const id = 'e'.repeat(24);
    const site = await publish(id, 'Birch School');
    expect(await answers.find(id)).toBeUndefined();
    await published.contentAnswer(id, 1000);
    expect(JSON.parse(String((await answers.find(id))?.answer)).info.organizationName).toBe('Birch School');
    await persistence.sites.save({ ...site, content: emptySiteContent('Birch Hill School') }, 1);
    // Until told, the kept answer is of the older version: not given.
    expect(await answers.find(id)).toBeUndefined();
    changes.changed(id);
    await settled();
    expect(JSON.parse(String((await answers.find(id))?.answer)).info.organizationName).toBe('Birch Hill School');
    const uncached = new PublishedSitesService(persistence.sites, answers, new SiteChanges(), { publicCacheMs: 0 });
    expect(JSON.parse(String(await uncached.contentAnswer(id))).info.organizationName).toBe('Birch Hill School');
  });

  it("gives every published site of a database made by an earlier version its visitors' answer, without its recently deleted items", async () => {
    await persistence.close();
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE sites (organization_id TEXT PRIMARY KEY, version INTEGER NOT NULL, updated_at INTEGER NOT NULL DEFAULT 0, is_publish INTEGER NOT NULL,
      template_name TEXT NOT NULL, organization_name TEXT NOT NULL, organization_name_key TEXT NOT NULL, address TEXT NOT NULL, content TEXT NOT NULL)`);
    const insert = old.prepare('INSERT INTO sites VALUES (?, 1, 1, 1, ?, ?, ?, ?, ?)');
    const deleted = [{ id: 'd', list: 'faq', position: 0, item: 'gone', deletedAt: new Date().toISOString() }];
    const ids = Array.from({ length: 50 }, (_, i) => `${String(i).padStart(24, 'a')}`);
    old.transaction(() => {
      for (const [i, id] of ids.entries()) insert.run(id, i % 2 ? 'nbl' : 'run', `School ${i}`, `school ${i}`, '', JSON.stringify({ ...emptySiteContent(`School ${i}`), recentlyDeleted: deleted }));
    })();
    old.close();

    persistence = openSqlitePersistence(file);
    const upgraded = new PublishedSitesService(persistence.sites, openPublishedAnswers(persistence), new SiteChanges(), { publicCacheMs: 0 });
    for (const [i, id] of ids.entries()) {
      const answer = await upgraded.contentAnswer(id);
      // Sites stored before time zones get their country's (India's when the account names none).
      expect(JSON.parse(answer?.toString() ?? '{}')).toEqual(JSON.parse(allContentAnswer(i % 2 ? 'nbl' : 'run', { ...emptySiteContent(`School ${i}`), timeZone: 'Asia/Kolkata' })));
    }
  });
});
