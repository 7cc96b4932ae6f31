import { emptySiteContent } from '@schoolpage/content-contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '../../storage/persistence/sqlite/sqlite-database';
import { openSqlitePersistence } from '../../storage/persistence/sqlite/sqlite-persistence';
import { matchTier, searchDocument, searchQuery } from '../engine/search-terms';
import { openChangeFeed } from '../../sites/change-feed/open-change-feed';
import type { SqliteChangeFeed } from '../../sites/change-feed/sqlite-change-feed';
import { SiteChanges } from '../../sites/site-changes';
import { openSchoolSearch } from '../open-school-search';
import { snapshotFileOf, SqliteSchoolSearch } from './sqlite-school-search';

/** The embedded database with its search, as the platform opens them. */
async function openStorage(file: string) {
  const storage = openSqlitePersistence(file);
  const search = (await openSchoolSearch(storage)) as SqliteSchoolSearch;
  return Object.assign(storage, { search });
}

describe('SQLite search index', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'site-search-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function seed(file: string) {
    const storage = await openStorage(file);
    for (const [i, name, address, published] of [
      [1, "St. Mary's High School", 'Shivajinagar, Bengaluru', true],
      [2, 'Greenwood High', 'Sarjapur Road, Bengaluru', true],
      [3, 'Hidden Hill School', 'Bengaluru', false],
    ] as const) {
      const content = emptySiteContent(name);
      content.contactDetails.address = address;
      await storage.sites.create({ organizationId: `site-${i}`, isPublish: published, templateName: 'nbl', content });
    }
    return storage;
  }

  it('is built from the sites when a database opens without it (or with an older one), and finds the same', async () => {
    const file = join(dir, 'schoolpage.db');
    const storage = await seed(file);
    const before = await storage.search.search('bengaluru', 10);
    await storage.close();

    const db = openSqliteDatabase(file);
    const rows = () => db.prepare('SELECT organization_id AS id, name_key AS nameKey, all_words AS allWords FROM search_sites ORDER BY id').all();
    const built = rows();
    expect(built).toEqual([
      { id: 'site-1', nameKey: 'st marys high school', allWords: ' st saint marys high hs school shivajinagar bengaluru ' },
      { id: 'site-2', nameKey: 'greenwood high', allWords: ' greenwood high sarjapur road bengaluru ' },
    ]);
    db.exec("DELETE FROM search_state; DELETE FROM search_sites; CREATE TABLE search_terms (term TEXT);");
    db.close();

    const reopened = await openStorage(file);
    expect(await reopened.search.search('bengaluru', 10)).toEqual(before);
    expect(before.map((s) => s.organizationName)).toEqual(['Greenwood High', "St. Mary's High School"]);
    await reopened.close();
    const again = openSqliteDatabase(file);
    expect(again.prepare('SELECT organization_id AS id, name_key AS nameKey, all_words AS allWords FROM search_sites ORDER BY id').all()).toEqual(built);
    expect(again.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'search_terms'").get()).toEqual({ n: 0 });
    again.close();
  });

  it('finds a school named in an Indian script by its name typed in that script or in Latin letters (#29)', async () => {
    const storage = await seed(join(dir, 'schoolpage.db'));
    const content = emptySiteContent('सनराइज़ पब्लिक स्कूल');
    content.contactDetails.address = 'गोमती नगर, लखनऊ';
    await storage.sites.create({ organizationId: 'site-hi', isPublish: true, templateName: 'run', content });
    const found = async (query: string) => (await storage.search.search(query, 10)).map((school) => school.organizationName);
    expect(await found('सनराइज़')).toEqual(['सनराइज़ पब्लिक स्कूल']);
    expect(await found('sanraiz pablik')).toEqual(['सनराइज़ पब्लिक स्कूल']);
    expect(await found('gomti nagar')).toEqual(['सनराइज़ पब्लिक स्कूल']);
    // A typo in the Latin spelling is forgiven as for any name.
    expect(await found('sanriaz')).toEqual(['सनराइज़ पब्लिक स्कूल']);
    expect(await found('greenwood')).toEqual(['Greenwood High']);
    await storage.close();
  });

  it('finds a school by its name in each of its site languages, typed in that script or in Latin letters, and shows its default name', async () => {
    const file = join(dir, 'schoolpage.db');
    const storage = await seed(file);
    const content = { ...emptySiteContent('Sunrise Public School'), languages: { default: 'en', languages: ['en', 'hi'] } };
    await storage.sites.create({ organizationId: 'site-en-hi', isPublish: true, templateName: 'run', content });
    const found = async (query: string) => (await storage.search.search(query, 10)).map((school) => school.organizationName);
    expect(await found('सूर्योदय')).toEqual([]);
    const site = await storage.sites.find('site-en-hi');
    const translations = { hi: { organizationName: { text: 'सूर्योदय विद्यालय', source: 'x' } } };
    await storage.sites.save({ ...site!, content: { ...site!.content, translations } }, site!.version);
    expect(await found('सूर्योदय')).toEqual(['Sunrise Public School']);
    expect(await found('suryoday vidyalay')).toEqual(['Sunrise Public School']);
    expect(await found('sunrise')).toEqual(['Sunrise Public School']);
    // The name in each language is kept in the index's table: a database opened again (or rebuilt) finds it too.
    await storage.close();
    const reopened = await openStorage(file);
    expect((await reopened.search.search('vidyalay', 10)).map((school) => school.organizationName)).toEqual(['Sunrise Public School']);
    await reopened.close();
    const db = openSqliteDatabase(file);
    db.exec('DELETE FROM search_state; DELETE FROM search_sites;');
    db.close();
    const rebuilt = await openStorage(file);
    expect((await rebuilt.search.search('सूर्योदय', 10)).map((school) => school.organizationName)).toEqual(['Sunrise Public School']);
    await rebuilt.close();
  });

  it('forgets a school when it is unpublished, and keeps the words others still have', async () => {
    const file = join(dir, 'schoolpage.db');
    const storage = await seed(file);
    const marys = await storage.sites.find('site-1');
    await storage.sites.save({ ...marys!, isPublish: false }, 1);
    expect(await storage.search.search('marys', 10)).toEqual([]);
    expect((await storage.search.search('bengaluru', 10)).map((s) => s.organizationName)).toEqual(['Greenwood High']);
    await storage.close();
    const db = openSqliteDatabase(file);
    expect(db.prepare('SELECT organization_id AS id FROM search_sites').all()).toEqual([{ id: 'site-2' }]);
    db.close();
    const reopened = await openStorage(file);
    expect(await reopened.search.search('marys', 10)).toEqual([]);
    await reopened.close();
  });

  it('finds a word by a typo while some school has it, and forgets it with the last school', async () => {
    const file = join(dir, 'schoolpage.db');
    const storage = await seed(file);
    expect((await storage.search.search('greenwod', 10)).map((s) => s.organizationName)).toEqual(['Greenwood High']);
    expect((await storage.search.search('grenwood', 10)).map((s) => s.organizationName)).toEqual(['Greenwood High']);
    const greenwood = await storage.sites.find('site-2');
    await storage.sites.save({ ...greenwood!, isPublish: false }, 1);
    expect(await storage.search.search('greenwod', 10)).toEqual([]);
    await storage.sites.save({ ...greenwood!, isPublish: true }, 2);
    expect((await storage.search.search('greenwod', 10)).map((s) => s.organizationName)).toEqual(['Greenwood High']);
    await storage.close();
  });

  it('shows a school under the template it has now, after a restart too', async () => {
    const file = join(dir, 'schoolpage.db');
    const storage = await seed(file);
    const marys = await storage.sites.find('site-1');
    await storage.sites.save({ ...marys!, templateName: 'run' }, 1);
    const expected = [expect.objectContaining({ _id: 'site-1', templateName: 'run', organizationName: "St. Mary's High School" })];
    expect(await storage.search.search('st marys', 10)).toEqual(expected);
    await storage.close();
    const reopened = await openStorage(file);
    expect(await reopened.search.search('st marys', 10)).toEqual(expected);
    await reopened.close();
  });

  it('takes a change into memory only once its transaction commits', async () => {
    const db = openSqliteDatabase(join(dir, 'schoolpage.db'));
    const search = new SqliteSchoolSearch(db);
    const orchid = { published: true, name: 'Orchid Valley School', address: 'Hyderabad', templateName: 'run' };
    expect(() =>
      db.transaction(() => {
        search.put('site-9', orchid);
        throw new Error('the site could not be saved');
      })(),
    ).toThrow('the site could not be saved');
    search.rolledBack();
    search.committed();
    expect(await search.search('orchid', 10)).toEqual([]);
    expect(db.prepare('SELECT count(*) AS n FROM search_sites').get()).toEqual({ n: 0 });

    db.transaction(() => search.put('site-9', orchid))();
    expect(await search.search('orchid', 10)).toEqual([]);
    search.committed();
    expect((await search.search('orchid', 10)).map((s) => s._id)).toEqual(['site-9']);
    db.close();
  });

  it('reads a large index a page at a time, answering searches once it is whole, with the changes made meanwhile', async () => {
    const file = join(dir, 'schoolpage.db');
    const db = openSqliteDatabase(file);
    const first = new SqliteSchoolSearch(db);
    const school = (name: string, published = true) => ({ published, name, address: 'Kochi', templateName: 'nbl' });
    db.transaction(() => {
      for (const [i, name] of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta'].entries()) first.put(`site-${i}`, school(`${name} School`));
    })();
    first.committed();

    const reopened = new SqliteSchoolSearch(db, 2);
    const meanwhile = reopened.search('school', 10); // asked before the index is whole: answered once it is
    // Changes committed while the pages are read: a school renamed ahead of where reading has got to, one
    // unpublished, one published.
    db.transaction(() => {
      reopened.put('site-0', school('Zulu School'));
      reopened.put('site-2', school('Gamma School', false));
      reopened.put('site-7', school('Theta School'));
    })();
    reopened.committed();
    await reopened.ready;
    const names = ['Beta School', 'Delta School', 'Epsilon School', 'Eta School', 'Theta School', 'Zeta School', 'Zulu School'];
    expect((await meanwhile).map((s) => s.organizationName)).toEqual(names);
    expect((await reopened.search('school', 10)).map((s) => s.organizationName)).toEqual(names);
    expect(await reopened.search('alpha', 10)).toEqual([]);
    expect(reopened.loadSeconds).toBeGreaterThan(0);
    // The same as a database opening after the changes reads.
    expect((await new SqliteSchoolSearch(db).search('school', 10)).map((s) => s.organizationName)).toEqual(names);
    db.close();
  });

  it('finds among many schools the same first ones as checking every school would, comparing only a few of them', async () => {
    const storage = await openStorage(join(dir, 'schoolpage.db'));
    const names = ['Kendriya Vidyalaya', "St. Mary's High School", 'Delhi Public School', 'Greenwood High', 'Model Sr. Sec. School', 'Govt. Model School', 'Sacred Heart Convent'];
    const cities = ['Bengaluru', 'Nagpur', 'Kochi', 'New Delhi', 'Mumbai', 'Jaipur', 'Pune'];
    const schools: { id: string; name: string; address: string }[] = [];
    for (let i = 0; i < 700; i++) {
      const school = { id: `site-${i}`, name: `${names[i % names.length]}${i % 5 === 0 ? ` No. ${i % 13}` : ''}`, address: `${i} Main Road, ${cities[Math.floor(i / names.length) % cities.length]}` };
      const content = emptySiteContent(school.name);
      content.contactDetails.address = school.address;
      await storage.sites.create({ organizationId: school.id, isPublish: true, templateName: 'nbl', content });
      schools.push(school);
    }
    // Every school checked: ranked by tier, then name, then the order they were added (as the index keeps them).
    const expected = (text: string) => {
      const query = searchQuery(text)!;
      return schools
        .map((school, order) => ({ school, order, doc: searchDocument(school.name, school.address) }))
        .map((entry) => ({ ...entry, tier: matchTier(query, entry.doc) }))
        .filter((entry) => entry.tier !== undefined)
        .sort((a, b) => a.tier! - b.tier! || (a.doc.nameKey < b.doc.nameKey ? -1 : a.doc.nameKey > b.doc.nameKey ? 1 : a.order - b.order))
        .slice(0, 10)
        .map((entry) => entry.school.id);
    };
    const { search } = storage;
    for (const query of ['kendriya bengaluru', 'st marys kochi', 'delhi public new delhi', 'delhi', 'model sr', 'mode sr', 'sacred heart pune', 'vidyalaya kendriya no 3', 'school no']) {
      const found = (await storage.search.search(query, 10)).map((entry) => entry._id);
      expect({ query, found }).toEqual({ query, found: expected(query) });
      expect(found.length).toBeGreaterThan(0);
      expect(await search.schoolsLookedAt(query)).toBeLessThan(150);
    }
    // A typo: the corrected word's schools, comparing few schools still.
    expect((await storage.search.search('greenwod pune', 10)).map((entry) => entry.organizationName)).toEqual(Array(10).fill('Greenwood High'));
    expect(await search.schoolsLookedAt('greenwod pune')).toBeLessThan(150);
    await storage.close();
  });

  describe('started from a snapshot', () => {
    /** A process on the file: its storage, feed and search, as the platform opens them. */
    async function startProcess(file: string) {
      const storage = openSqlitePersistence(file);
      const changes = new SiteChanges();
      const feed = openChangeFeed(storage, changes) as SqliteChangeFeed;
      const search = (await openSchoolSearch(storage, { changes, feed })) as SqliteSchoolSearch;
      await search.ready;
      return Object.assign(storage, { search, feed, changes, stop: async () => (feed.onApplicationShutdown(), await storage.close()) });
    }
    const queries = ['st marys', 'bengaluru', 'greenwod', 'hidden', 'orchid', 'school'];
    const answers = async (search: SqliteSchoolSearch) => Promise.all(queries.map((q) => search.search(q, 10)));

    it('opens the snapshot, takes in the changes made after it from the feed, and answers as reading every row does', async () => {
      const file = join(dir, 'schoolpage.db');
      const seeded = await seed(file);
      await seeded.close();
      const first = await startProcess(file);
      expect(first.search.readFrom).toBe('database');
      expect(await first.search.writeSnapshot(first.feed.appliedUpTo())).toBeGreaterThan(0);
      // Changes after the snapshot: a school renamed, one published, one unpublished, one new.
      const marys = (await first.sites.find('site-1'))!;
      await first.sites.save({ ...marys, content: { ...marys.content, organizationName: "St. Mary's Convent School" } }, 1);
      const hidden = (await first.sites.find('site-3'))!;
      await first.sites.save({ ...hidden, isPublish: true }, 1);
      const greenwood = (await first.sites.find('site-2'))!;
      await first.sites.save({ ...greenwood, isPublish: false }, 1);
      const orchid = emptySiteContent('Orchid Valley School');
      orchid.contactDetails.address = 'Hyderabad';
      await first.sites.create({ organizationId: 'site-4', isPublish: true, templateName: 'run', content: orchid });
      const expected = await answers(first.search);
      await first.stop();

      const second = await startProcess(file);
      expect(second.search.readFrom).toBe('snapshot');
      expect(await answers(second.search)).toEqual(expected);
      expect((await second.search.search('st marys', 10)).map((s) => s.organizationName)).toEqual(["St. Mary's Convent School"]);
      await second.stop();

      // What reading every row gives, without the snapshot.
      const db = openSqliteDatabase(file);
      const rows = new SqliteSchoolSearch(db, 5000, undefined);
      expect(await answers(rows)).toEqual(expected);
      db.close();
    });

    it("keeps each school's current slug: read with the rows, taken in when an address is claimed, and from the snapshot", async () => {
      const file = join(dir, 'schoolpage.db');
      const seeded = await seed(file);
      await seeded.siteAddresses.claim('site-1', 'st-marys');
      await seeded.close();
      const slugs = async (search: SqliteSchoolSearch) => (await search.search('bengaluru', 10)).map(({ _id, slug, siteUrl }) => ({ _id, slug, siteUrl }));
      const first = await startProcess(file);
      expect(await slugs(first.search)).toEqual([
        { _id: 'site-2', slug: undefined, siteUrl: undefined },
        { _id: 'site-1', slug: 'st-marys', siteUrl: '/s/st-marys' },
      ]);
      await first.search.writeSnapshot(first.feed.appliedUpTo());
      // An address claimed is announced as the school's change (SiteAddressService), not written with the site.
      await first.siteAddresses.claim('site-1', 'st-marys-shivajinagar');
      await first.siteAddresses.claim('site-2', 'greenwood-high');
      first.changes.changed('site-1');
      first.changes.changed('site-2');
      const expected = [
        { _id: 'site-2', slug: 'greenwood-high', siteUrl: '/s/greenwood-high' },
        { _id: 'site-1', slug: 'st-marys-shivajinagar', siteUrl: '/s/st-marys-shivajinagar' },
      ];
      expect(await slugs(first.search)).toEqual(expected);
      await first.stop();

      const second = await startProcess(file);
      expect(second.search.readFrom).toBe('snapshot');
      expect(await slugs(second.search)).toEqual(expected);
      await second.stop();
      const db = openSqliteDatabase(file);
      expect(await slugs(new SqliteSchoolSearch(db, 5000, undefined))).toEqual(expected);
      db.close();
    });

    it('reads the rows instead when the changes after the snapshot were pruned from the feed', async () => {
      const file = join(dir, 'schoolpage.db');
      await (await seed(file)).close();
      const first = await startProcess(file);
      await first.search.writeSnapshot(first.feed.appliedUpTo());
      const greenwood = (await first.sites.find('site-2'))!;
      await first.sites.save({ ...greenwood, isPublish: false }, 1);
      if (first.database.kind === 'sqlite') first.database.db.exec('DELETE FROM site_changes');
      await first.stop();

      const second = await startProcess(file);
      expect(second.search.readFrom).toBe('database');
      expect(await second.search.search('greenwood', 10)).toEqual([]);
      await second.stop();
      expect(snapshotFileOf(openSqliteDatabase(':memory:'))).toBeUndefined();
    });
  });
});
