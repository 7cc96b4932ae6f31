import { DEFAULT_OFFERS, emptySiteContent, publicContent, type StoredSiteContent } from '@schoolpage/content-contract';
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

  it('makes every account that exists its school\'s owner when it opens (schools before members, issue #25)', async () => {
    const file = join(dir, 'schoolpage.db');
    const first = openSqlitePersistence(file);
    if (first.database.kind === 'sqlite') first.database.db.exec('DROP TABLE members');
    for (const [id, userId] of [['school-a', 'alpha'], ['school-b', 'beta']]) {
      await first.accounts.create({ id, userId, email: `${userId}@school.test`, organizationName: id, country: 'india', phone: '', passwordHash: 'x', isAccountVerified: true, failedLogins: 0, lockedUntil: null, createdAt: 5 });
    }
    await first.close();

    const upgraded = openSqlitePersistence(file);
    try {
      expect(await upgraded.members.find('school-a')).toEqual({ accountId: 'school-a', organizationId: 'school-a', role: 'owner', fullName: '', joinedAt: 5, lastSeenAt: null, removedAt: null, twoStep: null });
      expect((await upgraded.members.list('school-b')).map((m) => [m.userId, m.role])).toEqual([['beta', 'owner']]);
    } finally {
      await upgraded.close();
    }
  });

  it('reads approvals kept before restores were marked as not restores, and marks new ones', async () => {
    const file = join(dir, 'schoolpage.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE approvals (id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, proposed_by TEXT NOT NULL, created_at INTEGER NOT NULL,
      status TEXT NOT NULL, decided_by TEXT, decided_at INTEGER, note TEXT NOT NULL, changes TEXT NOT NULL)`);
    old.prepare("INSERT INTO approvals VALUES ('old', 'school', 'teacher', 5, 'pending', NULL, NULL, '', '[]')").run();
    old.close();

    const persistence = openSqlitePersistence(file);
    try {
      expect(await persistence.approvals.find('school', 'old')).toMatchObject({ id: 'old', status: 'pending', restore: false });
      await persistence.approvals.create({ id: 'new', organizationId: 'school', proposedBy: 'teacher', createdAt: 6, status: 'pending', decidedBy: null, decidedAt: null, note: '', changes: [], restore: true });
      expect(await persistence.approvals.find('school', 'new')).toMatchObject({ restore: true });
    } finally {
      await persistence.close();
    }
  });

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

  it("leaves out the visitors' answers sites kept in a column of their own (public/ keeps them now), and keeps the sites", async () => {
    const file = join(dir, 'schoolpage.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE sites (organization_id TEXT PRIMARY KEY, version INTEGER NOT NULL, updated_at INTEGER NOT NULL DEFAULT 0, is_publish INTEGER NOT NULL,
      template_name TEXT NOT NULL, organization_name TEXT NOT NULL, organization_name_key TEXT NOT NULL, address TEXT NOT NULL, content TEXT NOT NULL,
      published_answer BLOB NOT NULL)`);
    old.prepare('INSERT INTO sites VALUES (?, 2, 1, 1, ?, ?, ?, ?, ?, ?)').run('old-site', 'nbl', 'Old School', 'old school', '', JSON.stringify(emptySiteContent('Old School')), Buffer.from('{}'));
    old.close();

    const persistence = openSqlitePersistence(file);
    try {
      expect(await persistence.sites.find('old-site')).toMatchObject({ version: 2, isPublish: true, content: emptySiteContent('Old School') });
      // A new site is written without the old column.
      await persistence.sites.create({ organizationId: 'new-site', isPublish: false, templateName: 'run', content: emptySiteContent('New School') });
      expect((await persistence.sites.find('new-site'))?.version).toBe(1);
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
      const site = await persistence.sites.find('gallery-site');
      expect(publicContent(site?.content as StoredSiteContent).gallery).toEqual([{ id: 'g1', url: '/api/files/a.png', caption: 'Sports day', focalPoint: { x: 0.5, y: 0.2 } }]);
    } finally {
      await persistence.close();
    }
    const reopened = new Database(file, { readonly: true });
    const stored = JSON.parse((reopened.prepare('SELECT content FROM sites').pluck().get() as string));
    reopened.close();
    expect(stored.gallery).toEqual([{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, caption: 'Sports day', focalPoint: { x: 0.5, y: 0.2 } }]);
    expect(stored.recentlyDeleted).toEqual([{ id: 'd', list: 'gallery', position: 1, item: { id: 'g2', imageUrl: { url: '/api/files/b.png' } }, deletedAt }]);
  });
  it("stores What We Offer with every site saved before it was the school's own, and a gallery picture's alt as altText, when it opens", async () => {
    const file = join(dir, 'schoolpage.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE sites (organization_id TEXT PRIMARY KEY, version INTEGER NOT NULL, updated_at INTEGER NOT NULL DEFAULT 0, is_publish INTEGER NOT NULL,
      template_name TEXT NOT NULL, organization_name TEXT NOT NULL, organization_name_key TEXT NOT NULL, address TEXT NOT NULL, content TEXT NOT NULL)`);
    // A database the gallery upgrade already went through: only the later upgrade is left to do.
    old.exec('CREATE TABLE upgrades (name TEXT PRIMARY KEY, done_at INTEGER NOT NULL)');
    old.prepare('INSERT INTO upgrades VALUES (?, 1)').run('gallery-image-url');
    const { offers: _none, ...earlier } = { ...emptySiteContent('Offers School'), gallery: [{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, alt: 'Runners' }] };
    old.prepare('INSERT INTO sites VALUES (?, 1, 1, 1, ?, ?, ?, ?, ?)').run('offers-site', 'nbl', 'Offers School', 'offers school', '', JSON.stringify(earlier));
    old.close();

    const persistence = openSqlitePersistence(file);
    await persistence.close();
    const reopened = new Database(file, { readonly: true });
    const stored = JSON.parse((reopened.prepare('SELECT content FROM sites').pluck().get() as string));
    const done = reopened.prepare('SELECT name FROM upgrades ORDER BY name').pluck().all();
    reopened.close();
    expect(stored.offers).toEqual(DEFAULT_OFFERS);
    expect(stored.gallery).toEqual([{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, altText: 'Runners' }]);
    expect(done).toEqual(['gallery-image-url', 'offers-and-alt-text', 'school-time-zone']);
  });

  it("gives every site stored before schools had a time zone its country's", async () => {
    const file = join(dir, 'schoolpage.db');
    const first = openSqlitePersistence(file);
    for (const [id, country] of [['school-in', 'india'], ['school-uk', 'unitedKingdom']]) {
      await first.accounts.create({ id, userId: id, email: `${id}@school.test`, organizationName: id, country, phone: '', passwordHash: 'x', isAccountVerified: true, failedLogins: 0, lockedUntil: null, createdAt: 5 });
      await first.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: emptySiteContent(id) });
    }
    await first.sites.create({ organizationId: 'chosen', isPublish: true, templateName: 'run', content: { ...emptySiteContent('Chosen'), timeZone: 'Asia/Tokyo' } });
    if (first.database.kind === 'sqlite') first.database.db.exec("DELETE FROM upgrades WHERE name = 'school-time-zone'");
    await first.close();

    const upgraded = openSqlitePersistence(file);
    try {
      expect((await upgraded.sites.find('school-in'))?.content.timeZone).toBe('Asia/Kolkata');
      expect(await upgraded.sites.find('school-uk')).toMatchObject({ version: 1, content: { timeZone: 'Europe/London' } });
      expect(await upgraded.sites.find('chosen')).toMatchObject({ version: 1, content: { timeZone: 'Asia/Tokyo' } });
    } finally {
      await upgraded.close();
    }
  });
});
