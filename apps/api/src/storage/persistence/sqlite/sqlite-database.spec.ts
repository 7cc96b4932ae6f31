import { allContentAnswer, emptySiteContent } from '@schoolpage/content-contract';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlitePersistence } from './sqlite-persistence';

describe('embedded database made by an earlier version', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-upgrade-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives existing sites a last-change time when it opens', async () => {
    const file = join(dir, 'schoolpage.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE sites (organization_id TEXT PRIMARY KEY, version INTEGER NOT NULL, is_publish INTEGER NOT NULL, template_name TEXT NOT NULL,
      organization_name TEXT NOT NULL, organization_name_key TEXT NOT NULL, address TEXT NOT NULL, content TEXT NOT NULL)`);
    old.prepare('INSERT INTO sites VALUES (?, 3, 1, ?, ?, ?, ?, ?)').run('old-site', 'nbl', 'Old School', 'old school', '', JSON.stringify(emptySiteContent('Old School')));
    old.close();

    const before = Date.now();
    const persistence = openSqlitePersistence(file);
    try {
      const site = await persistence.sites.find('old-site');
      expect(site).toMatchObject({ version: 3, isPublish: true, templateName: 'nbl' });
      expect(site?.updatedAt).toBeGreaterThanOrEqual(before);
      const [listed] = await persistence.sites.listSites({ publishedOnly: true, limit: 1 });
      expect(listed).toMatchObject({ organizationId: 'old-site', updatedAt: site?.updatedAt });
    } finally {
      await persistence.close();
    }
    const reopened = openSqlitePersistence(file);
    expect((await reopened.sites.find('old-site'))?.version).toBe(3);
    await reopened.close();
  });

  it("gives every existing published site its visitors' answer when it opens, without its recently deleted items", async () => {
    const file = join(dir, 'schoolpage.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE sites (organization_id TEXT PRIMARY KEY, version INTEGER NOT NULL, updated_at INTEGER NOT NULL DEFAULT 0, is_publish INTEGER NOT NULL,
      template_name TEXT NOT NULL, organization_name TEXT NOT NULL, organization_name_key TEXT NOT NULL, address TEXT NOT NULL, content TEXT NOT NULL)`);
    const insert = old.prepare('INSERT INTO sites VALUES (?, 1, 1, 1, ?, ?, ?, ?, ?)');
    const deleted = [{ id: 'd', list: 'faq', position: 0, item: 'gone', deletedAt: new Date().toISOString() }];
    // More sites than one page of the upgrade, so every page is filled.
    const ids = Array.from({ length: 2345 }, (_, i) => `site-${String(i).padStart(5, '0')}`);
    old.transaction(() => {
      for (const [i, id] of ids.entries()) insert.run(id, i % 2 ? 'nbl' : 'run', `School ${i}`, `school ${i}`, '', JSON.stringify({ ...emptySiteContent(`School ${i}`), recentlyDeleted: deleted }));
    })();
    old.close();

    const persistence = openSqlitePersistence(file);
    try {
      for (const [i, id] of ids.entries()) {
        const answer = await persistence.sites.findPublishedAnswer(id);
        expect(JSON.parse(answer?.toString() ?? '{}')).toEqual(JSON.parse(allContentAnswer(i % 2 ? 'nbl' : 'run', emptySiteContent(`School ${i}`))));
      }
    } finally {
      await persistence.close();
    }
  });

  it('keeps every gallery picture, stored before pictures kept their file in imageUrl, as imageUrl when it opens', async () => {
    const file = join(dir, 'schoolpage.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE sites (organization_id TEXT PRIMARY KEY, version INTEGER NOT NULL, updated_at INTEGER NOT NULL DEFAULT 0, is_publish INTEGER NOT NULL,
      template_name TEXT NOT NULL, organization_name TEXT NOT NULL, organization_name_key TEXT NOT NULL, address TEXT NOT NULL, content TEXT NOT NULL)`);
    const deletedAt = new Date().toISOString();
    const earlier = {
      ...emptySiteContent('Gallery School'),
      gallery: [{ id: 'g1', url: '/api/files/a.png', caption: 'Sports day', focalPoint: { x: 0.5, y: 0.2 } }],
      recentlyDeleted: [{ id: 'd', list: 'gallery', position: 1, item: { id: 'g2', url: '/api/files/b.png' }, deletedAt }],
    };
    old.prepare('INSERT INTO sites VALUES (?, 1, 1, 1, ?, ?, ?, ?, ?)').run('gallery-site', 'run', 'Gallery School', 'gallery school', '', JSON.stringify(earlier));
    old.close();

    const persistence = openSqlitePersistence(file);
    try {
      const answer = JSON.parse((await persistence.sites.findPublishedAnswer('gallery-site'))?.toString() ?? '{}');
      expect(answer.info.gallery).toEqual([{ id: 'g1', url: '/api/files/a.png', caption: 'Sports day', focalPoint: { x: 0.5, y: 0.2 } }]);
    } finally {
      await persistence.close();
    }
    const reopened = new Database(file, { readonly: true });
    const stored = JSON.parse((reopened.prepare('SELECT content FROM sites').pluck().get() as string));
    reopened.close();
    expect(stored.gallery).toEqual([{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, caption: 'Sports day', focalPoint: { x: 0.5, y: 0.2 } }]);
    expect(stored.recentlyDeleted).toEqual([{ id: 'd', list: 'gallery', position: 1, item: { id: 'g2', imageUrl: { url: '/api/files/b.png' } }, deletedAt }]);
  });
});
