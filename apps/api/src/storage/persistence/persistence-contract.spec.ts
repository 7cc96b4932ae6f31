import { DEFAULT_OFFERS, emptySiteContent, publicContent, type StoredDisclosure, type StoredSiteContent } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { openPublishedAnswers } from '../../public/published-answers/open-published-answers';
import { openSchoolSearch } from '../../search/open-school-search';
import type { SchoolSearch } from '../../search/school-search';
import type { InvitationRecord } from './invitation.repository';
import { migrateMongoPlatform } from '../../platform-migrations';
import { openMongoPersistence } from './mongo/mongo-persistence';
import type { PersistenceAdapter } from './persistence-adapter';
import { openSqlitePersistence } from './sqlite/sqlite-persistence';
import { accountRecord } from '../../testing/account-record-fixture';

/**
 * One contract every persistence adapter must keep. The SQLite leg always runs; the MongoDB leg runs
 * only where MONGODB_URI points at a server (none is available on a bare machine).
 */
interface AdapterLeg {
  title: string;
  enabled: boolean;
  /** The shared database of the suite, or (`fresh`) a database of its own, removed by `cleanup`. */
  open(fresh?: boolean): Promise<{ adapter: PersistenceAdapter; cleanup(): void | Promise<void> }>;
}

const legs: AdapterLeg[] = [
  {
    title: 'sqlite (embedded file)',
    enabled: true,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'persistence-'));
      return { adapter: openSqlitePersistence(join(dir, 'schoolpage.db')), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    title: 'mongodb (runs only where MONGODB_URI is set)',
    enabled: Boolean(process.env.MONGODB_URI),
    async open(fresh) {
      // Indexes are made by the migrate step, as in production.
      if (!fresh) {
        await migrateMongoPlatform(process.env.MONGODB_URI as string);
        return { adapter: await openMongoPersistence(process.env.MONGODB_URI as string), cleanup: () => undefined };
      }
      const uri = new URL(process.env.MONGODB_URI as string);
      uri.pathname = `/contract-${unique()}`;
      await migrateMongoPlatform(uri.toString());
      return {
        adapter: await openMongoPersistence(uri.toString()),
        async cleanup() {
          const connection = await mongoose.createConnection(uri.toString()).asPromise();
          await connection.dropDatabase();
          await connection.close();
        },
      };
    },
  },
];

const unique = () => randomBytes(6).toString('hex');

/** What the search contract checks of a query's plans (the MongoDB adapter offers it beside the port). */
interface SearchPlans {
  plans(text: string): string[] | Promise<string[]>;
}

/** The SQLite adapter's index in memory: how many schools a search compares. */
interface SchoolsLookedAt {
  schoolsLookedAt(text: string): Promise<number>;
}

const account = accountRecord;

for (const leg of legs) {
  // The MongoDB leg is skipped, with this reason in its title, when MONGODB_URI is not set.
  const describeLeg = leg.enabled ? describe : describe.skip;

  describeLeg(`persistence contract: ${leg.title}`, () => {
    let adapter: PersistenceAdapter;
    /** Search follows the sites written through the adapter (search/), as the platform opens it. */
    let search: SchoolSearch;
    let cleanup: () => void | Promise<void>;

    beforeAll(async () => {
      ({ adapter, cleanup } = await leg.open());
      search = await openSchoolSearch(adapter);
    });
    afterAll(async () => {
      await adapter.close();
      await cleanup();
    });

    it('answers a ping', async () => {
      expect(await adapter.ping()).toBe(true);
    });

    describe('members and invitations (issue #25)', () => {
      // Times from now: an invitation that had already run out when written could be taken by MongoDB's TTL monitor mid-test.
      const T = Date.now();
      const HOUR = 3_600_000;
      const invitation = (organizationId: string, overrides: Partial<InvitationRecord> = {}): InvitationRecord => ({
        id: unique(),
        organizationId,
        email: `invited${unique()}@school.test`,
        role: 'editor',
        tokenHash: unique(),
        invitedBy: organizationId,
        createdAt: T + 1000,
        expiresAt: T + HOUR,
        acceptedAt: null,
        ...overrides,
      });

      it('makes an account that registered a school its owner, once', async () => {
        const school = account();
        await adapter.accounts.create(school);
        const founder = await adapter.members.ensureFounder(school.id);
        expect(founder).toMatchObject({ accountId: school.id, organizationId: school.id, role: 'owner', removedAt: null });
        await adapter.members.setRole(school.id, school.id, 'owner');
        expect(await adapter.members.ensureFounder(school.id)).toEqual(founder);
        expect(await adapter.members.ensureFounder('missing')).toBeUndefined();
      });

      it('joins by an invitation once, with the account and membership made together; a taken user ID changes nothing', async () => {
        const school = account({ createdAt: 1000 });
        await adapter.accounts.create(school);
        await adapter.members.ensureFounder(school.id);
        const sent = invitation(school.id, { role: 'contributor' });
        await adapter.invitations.create(sent);
        expect((await adapter.invitations.pending(school.id, T + 2000)).map((i) => i.id)).toEqual([sent.id]);
        expect(await adapter.invitations.findValid(sent.tokenHash, T + 2000)).toMatchObject({ email: sent.email, role: 'contributor' });

        const taken = await adapter.invitations.join(sent.tokenHash, account({ userId: school.userId, email: sent.email }), 'Taken', T + 2000);
        expect(taken).toEqual({ refused: 'userIdTaken' });
        expect(await adapter.invitations.findValid(sent.tokenHash, T + 2000)).toBeDefined();

        const person = account({ email: sent.email });
        const joined = await adapter.invitations.join(sent.tokenHash, person, 'Meera Iyer', T + 2000);
        expect(joined).toEqual({ joined: expect.objectContaining({ accountId: person.id, organizationId: school.id, role: 'contributor', fullName: 'Meera Iyer' }) });
        expect(await adapter.invitations.join(sent.tokenHash, account(), 'Again', T + 2000)).toEqual({ refused: 'invalid' });
        expect(await adapter.invitations.pending(school.id, T + 2000)).toEqual([]);
        expect((await adapter.members.list(school.id)).map((m) => [m.userId, m.role])).toEqual([
          [school.userId, 'owner'],
          [person.userId, 'contributor'],
        ]);
        expect(await adapter.accounts.findById(person.id)).toBeDefined();
      });

      it('lets an invitation run out and be withdrawn', async () => {
        const school = account();
        await adapter.accounts.create(school);
        const late = invitation(school.id);
        const withdrawn = invitation(school.id);
        await adapter.invitations.create(late);
        await adapter.invitations.create(withdrawn);
        expect(await adapter.invitations.findValid(late.tokenHash, T + HOUR)).toBeUndefined();
        expect(await adapter.invitations.join(late.tokenHash, account(), 'Late', T + HOUR + 1)).toEqual({ refused: 'invalid' });
        expect(await adapter.invitations.withdraw('another school', withdrawn.id)).toBe(false);
        expect(await adapter.invitations.withdraw(school.id, withdrawn.id)).toBe(true);
        expect(await adapter.invitations.findValid(withdrawn.tokenHash, T + 2000)).toBeUndefined();
      });

      it('changes roles and removes members, always keeping an owner, and counts schools, not members', async () => {
        const school = account();
        await adapter.accounts.create(school);
        await adapter.members.ensureFounder(school.id);
        const schoolsBefore = await adapter.accounts.count();
        const sent = invitation(school.id);
        await adapter.invitations.create(sent);
        const person = account({ email: sent.email });
        await adapter.invitations.join(sent.tokenHash, person, 'Ravi', T + 2000);
        expect(await adapter.accounts.count()).toBe(schoolsBefore);

        expect(await adapter.members.setRole(school.id, school.id, 'editor')).toBe('lastOwner');
        expect(await adapter.members.remove(school.id, school.id, 3000)).toBe('lastOwner');
        expect(await adapter.members.setRole('another school', person.id, 'owner')).toBe('notFound');
        expect(await adapter.members.setRole(school.id, person.id, 'owner')).toBe('changed');
        expect(await adapter.members.setRole(school.id, school.id, 'editor')).toBe('changed');
        expect(await adapter.members.remove(school.id, school.id, 3000)).toBe('changed');
        expect(await adapter.members.remove(school.id, school.id, 3000)).toBe('notFound');
        expect(await adapter.members.find(school.id)).toMatchObject({ removedAt: 3000 });
        expect((await adapter.members.list(school.id)).map((m) => m.accountId)).toEqual([person.id]);
        await adapter.members.touch(person.id, 4000);
        expect((await adapter.members.find(person.id))?.lastSeenAt).toBe(4000);
      });

      it('never leaves a school without an owner when its owners demote or remove each other at once', async () => {
        for (let round = 0; round < 5; round++) {
          const school = account();
          await adapter.accounts.create(school);
          await adapter.members.ensureFounder(school.id);
          const sent = invitation(school.id, { role: 'owner' });
          await adapter.invitations.create(sent);
          const second = account({ email: sent.email });
          await adapter.invitations.join(sent.tokenHash, second, 'Second owner', T + 2000);
          const outcomes = await Promise.all(
            round % 2 === 0
              ? [adapter.members.setRole(school.id, school.id, 'editor'), adapter.members.setRole(school.id, second.id, 'editor')]
              : [adapter.members.remove(school.id, school.id, T), adapter.members.remove(school.id, second.id, T)],
          );
          expect(outcomes.sort()).toEqual(['changed', 'lastOwner']);
          expect((await adapter.members.list(school.id)).filter((m) => m.role === 'owner')).toHaveLength(1);
        }
      });

      it('replaces a second step only while it is still the one a code was checked against', async () => {
        const school = account();
        await adapter.accounts.create(school);
        await adapter.members.ensureFounder(school.id);
        const before = { secret: 'sealed', enabled: true, recoveryHashes: ['a', 'b'], lastStep: 7 };
        await adapter.members.setTwoStep(school.id, before);
        const stored = (await adapter.members.find(school.id))!.twoStep!;
        const used = await Promise.all([
          adapter.members.replaceTwoStep(school.id, stored, { ...stored, recoveryHashes: ['b'] }),
          adapter.members.replaceTwoStep(school.id, stored, { ...stored, recoveryHashes: ['b'] }),
        ]);
        expect(used.sort()).toEqual([false, true]);
        expect(await adapter.members.replaceTwoStep(school.id, stored, null)).toBe(false);
        expect((await adapter.members.find(school.id))?.twoStep).toEqual({ ...before, recoveryHashes: ['b'] });
      });
    });

    describe('accounts', () => {
      it('creates an account and finds it by id, user ID and e-mail without regard to case', async () => {
        const a = account();
        expect(await adapter.accounts.create(a)).toBe('created');
        expect((await adapter.accounts.findById(a.id))?.userId).toBe(a.userId);
        expect((await adapter.accounts.findByUserId(a.userId.toUpperCase()))?.id).toBe(a.id);
        expect((await adapter.accounts.findByEmail(a.email.toLowerCase()))?.id).toBe(a.id);
        expect(await adapter.accounts.findById('missing')).toBeUndefined();
      });

      it('refuses a taken user ID or e-mail', async () => {
        const a = account();
        await adapter.accounts.create(a);
        expect(await adapter.accounts.create(account({ userId: a.userId.toLowerCase() }))).toBe('userIdTaken');
        expect(await adapter.accounts.create(account({ email: a.email.toUpperCase() }))).toBe('emailTaken');
      });

      it('updates chosen fields only', async () => {
        const a = account();
        await adapter.accounts.create(a);
        await adapter.accounts.update(a.id, { phone: '12345', isAccountVerified: true });
        const stored = await adapter.accounts.findById(a.id);
        expect(stored).toMatchObject({ phone: '12345', isAccountVerified: true, passwordHash: 'hash' });
      });

      it("keeps a person's dashboard language, none until chosen", async () => {
        const a = account();
        await adapter.accounts.create(a);
        expect((await adapter.accounts.findById(a.id))?.dashboardLanguage).toBeUndefined();
        await adapter.accounts.update(a.id, { dashboardLanguage: 'hi' });
        expect(await adapter.accounts.findById(a.id)).toMatchObject({ dashboardLanguage: 'hi', phone: a.phone });
        await adapter.accounts.update(a.id, { dashboardLanguage: 'en' });
        expect((await adapter.accounts.findById(a.id))?.dashboardLanguage).toBe('en');
      });

      it('counts failed logins atomically and locks at the limit', async () => {
        const a = account();
        await adapter.accounts.create(a);
        const policy = { maxFailures: 5, lockMs: 600_000 };
        const results = await Promise.all([1, 2, 3, 4].map(() => adapter.accounts.recordFailedLogin(a.id, 1000, policy)));
        expect(results.map((r) => r.failedLogins).sort()).toEqual([1, 2, 3, 4]);
        const fifth = await adapter.accounts.recordFailedLogin(a.id, 1000, policy);
        expect(fifth).toEqual({ failedLogins: 0, lockedUntil: 601_000 });
        await adapter.accounts.clearFailedLogins(a.id);
        expect(await adapter.accounts.findById(a.id)).toMatchObject({ failedLogins: 0, lockedUntil: null });
      });

      it('counts accounts', async () => {
        const before = await adapter.accounts.count();
        await adapter.accounts.create(account());
        expect(await adapter.accounts.count()).toBe(before + 1);
      });
    });

    describe('sites', () => {
      it('saves only on the expected version', async () => {
        const id = randomBytes(12).toString('hex');
        const created = await adapter.sites.create({ organizationId: id, isPublish: false, templateName: 'run', content: emptySiteContent('Hill School') });
        expect(created.version).toBe(1);
        const next = { ...created, content: { ...created.content, vision: ['Learn'] } };
        expect(await adapter.sites.save(next, 1)).toBe(true);
        expect(await adapter.sites.save(next, 1)).toBe(false);
        const stored = await adapter.sites.find(id);
        expect(stored?.version).toBe(2);
        expect(stored?.content.vision).toEqual(['Learn']);
        expect(await adapter.sites.find('missing')).toBeUndefined();
      });

      it("keeps the school's alert with the site, its times as written, and removes it", async () => {
        const id = randomBytes(12).toString('hex');
        const created = await adapter.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: emptySiteContent('Rain School') });
        const alert = { message: 'School closed tomorrow — heavy rain', level: 'emergency' as const, link: '/s/rain-school/notice', startsAt: '2026-12-01T01:30:00.000Z', endsAt: '2026-12-02T12:30:00.000Z' };
        expect(await adapter.sites.save({ ...created, content: { ...created.content, alert } }, 1)).toBe(true);
        expect((await adapter.sites.find(id))?.content.alert).toEqual(alert);
        const { alert: _removed, ...without } = (await adapter.sites.find(id))?.content ?? created.content;
        expect(await adapter.sites.save({ ...created, content: without }, 2)).toBe(true);
        expect((await adapter.sites.find(id))?.content).not.toHaveProperty('alert');
      });

      it("keeps the school's own pages with their text and times, and lists each page's address and times with the site", async () => {
        const id = randomBytes(12).toString('hex');
        const created = await adapter.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: emptySiteContent('Pages School') });
        const body = { type: 'doc' as const, content: [{ type: 'heading' as const, attrs: { level: 2 as const }, content: [{ type: 'text' as const, text: 'Term 1' }] }] };
        const pages = [
          { id: 'p1', title: 'Fee structure', slug: 'fee-structure', body, showInMenu: true, updatedAt: '2026-11-01T00:00:00.000Z' },
          { id: 'p2', title: 'Results', slug: 'results', body, showInMenu: false, publishAt: '2099-12-01T01:30:00.000Z', expireAt: '2100-01-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' },
        ];
        expect(await adapter.sites.save({ ...created, content: { ...created.content, pages } }, 1)).toBe(true);
        expect((await adapter.sites.find(id))?.content.pages).toEqual(pages);
        const listed = (await adapter.sites.listSites({ publishedOnly: true, limit: 1000 })).find((site) => site.organizationId === id);
        expect(listed?.itemPages.pages).toEqual([
          { slug: 'fee-structure' },
          { slug: 'results', publishAt: '2099-12-01T01:30:00.000Z', expireAt: '2100-01-01T00:00:00.000Z' },
        ]);
      });

      it('reads a site whose gallery was stored before pictures kept their file in imageUrl as today\'s shape, visitors shown each url', async () => {
        const id = randomBytes(12).toString('hex');
        const deletedAt = new Date().toISOString();
        const earlier = {
          ...emptySiteContent('Old Gallery School'),
          gallery: [{ id: 'g1', url: '/api/files/a.png', caption: 'Sports day' }],
          recentlyDeleted: [{ id: 'd', list: 'gallery', position: 1, item: { id: 'g2', url: '/api/files/b.png' }, deletedAt }],
        };
        await adapter.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: earlier as unknown as StoredSiteContent });
        const site = await adapter.sites.find(id);
        expect(site?.content.gallery).toEqual([{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, caption: 'Sports day' }]);
        expect((site?.content as { recentlyDeleted?: unknown }).recentlyDeleted).toEqual([
          { id: 'd', list: 'gallery', position: 1, item: { id: 'g2', imageUrl: { url: '/api/files/b.png' } }, deletedAt },
        ]);
        expect(publicContent(site?.content as StoredSiteContent).gallery).toEqual([{ id: 'g1', url: '/api/files/a.png', caption: 'Sports day' }]);
        expect(await adapter.sites.save({ ...(site as NonNullable<typeof site>) }, 1)).toBe(true);
        expect((await adapter.sites.find(id))?.content.gallery).toEqual(site?.content.gallery);
      });

      it("keeps a site's board and disclosure as saved: its parts, documents and the record of replaced ones", async () => {
        const id = randomBytes(12).toString('hex');
        const created = await adapter.sites.create({ organizationId: id, isPublish: true, templateName: 'run', content: emptySiteContent('Disclosing School') });
        const file = { url: '/api/files/a.pdf', sizeBytes: 1234, issuedOn: '2026-04-01', validUntil: '2027-03-31', uploadedAt: '2026-04-02T10:00:00.000Z', uploadedBy: 'disclosing' };
        const disclosure: StoredDisclosure = {
          general: { schoolName: 'Disclosing School', udiseCode: '09123456789' },
          academics: { boardResults: [{ year: 2025, className: 'XII', registered: 40, passed: 39, remarks: 'Two compartments' }] },
          staff: { pgt: 10, sections: 8 },
          infrastructure: { classrooms: { count: 8, sizeSqft: 480.5 }, internet: false },
          documents: { 'fire-safety-certificate': file },
          replaced: [{ ...file, url: '/api/files/b.pdf', kind: 'fire-safety-certificate', replacedAt: '2026-04-02T10:00:00.000Z', replacedBy: 'disclosing' }],
          updatedAt: '2026-04-02T10:00:00.000Z',
        };
        expect(await adapter.sites.save({ ...created, content: { ...created.content, board: 'CBSE', disclosure } }, 1)).toBe(true);
        const stored = await adapter.sites.find(id);
        expect(stored?.content.board).toBe('CBSE');
        expect(stored?.content.disclosure).toEqual(disclosure);
      });

      it("reads a site stored before What We Offer was the school's own with the spec's six, and a picture's alt as altText", async () => {
        const id = randomBytes(12).toString('hex');
        const { offers: _none, ...earlier } = {
          ...emptySiteContent('Old Offers School'),
          gallery: [{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, caption: 'Sports day', alt: 'Runners at the line' }],
        };
        await adapter.sites.create({ organizationId: id, isPublish: true, templateName: 'nbl', content: earlier as unknown as StoredSiteContent });
        const site = await adapter.sites.find(id);
        expect(site?.content.offers).toEqual(DEFAULT_OFFERS);
        expect(publicContent(site?.content as StoredSiteContent).gallery).toEqual([{ id: 'g1', url: '/api/files/a.png', caption: 'Sports day', altText: 'Runners at the line' }]);
        const edited = { ...(site as NonNullable<typeof site>), content: { ...(site as NonNullable<typeof site>).content, offers: [{ title: 'Robotics club', text: 'Every Friday' }] } };
        expect(await adapter.sites.save(edited, 1)).toBe(true);
        expect((await adapter.sites.find(id))?.content.offers).toEqual([{ title: 'Robotics club', text: 'Every Friday' }]);
        expect(await adapter.sites.save({ ...edited, content: { ...edited.content, offers: [] } }, 2)).toBe(true);
        expect((await adapter.sites.find(id))?.content.offers).toEqual([]);
      });

      it("gives a kept visitors' answer only while the site is published, of the version it was made from and before its next scheduled change", async () => {
        const answers = openPublishedAnswers(adapter);
        const id = randomBytes(12).toString('hex');
        const bytes = (text: string) => Buffer.from(JSON.stringify({ success: true, info: { text } }));
        const created = await adapter.sites.create({ organizationId: id, isPublish: false, templateName: 'nbl', content: emptySiteContent('Lake School') });
        await answers.keep(id, 1, bytes('hidden'));
        expect(await answers.find(id)).toBeUndefined();
        await adapter.sites.save({ ...created, isPublish: true }, 1);
        expect(await answers.find(id)).toBeUndefined();
        await answers.keep(id, 2, bytes('second'));
        expect((await answers.find(id))?.answer.equals(bytes('second'))).toBe(true);
        await answers.keep(id, 1, bytes('older'));
        expect((await answers.find(id))?.answer.equals(bytes('second'))).toBe(true);
        await adapter.sites.save({ ...created, isPublish: false }, 2);
        expect(await answers.find(id)).toBeUndefined();
        await adapter.sites.save({ ...created, isPublish: true }, 3);
        await answers.keep(id, 4, bytes('fourth'));
        expect((await answers.find(id))?.answer.toString()).toBe(bytes('fourth').toString());
        // Made before a scheduled change: given until its time, with the time, then not.
        await answers.keep(id, 4, bytes('until seven'), 7_000);
        expect(await answers.find(id, 6_999)).toEqual({ answer: bytes('until seven'), expiresAt: 7_000 });
        expect(await answers.find(id, 7_000)).toBeUndefined();
        await answers.forget(id);
        expect(await answers.find(id)).toBeUndefined();
      });

      it("reads a kept visitors' answer back as the exact bytes kept (a Buffer, multi-byte text and all)", async () => {
        const answers = openPublishedAnswers(adapter);
        const id = randomBytes(12).toString('hex');
        const created = await adapter.sites.create({ organizationId: id, isPublish: false, templateName: 'run', content: emptySiteContent('सरस्वती विद्या मंदिर') });
        await adapter.sites.save({ ...created, isPublish: true }, 1);
        const kept = Buffer.from(JSON.stringify({ success: true, info: { organizationName: 'सरस्वती विद्या मंदिर 🎓', about: 'اردو'.repeat(5000) } }));
        await answers.keep(id, 2, kept);
        const read = (await answers.find(id))?.answer;
        expect(Buffer.isBuffer(read)).toBe(true);
        expect(read?.equals(kept)).toBe(true);
      });

      it('searches published sites only, by a word of the name in any case', async () => {
        const tag = unique();
        const make = async (name: string, isPublish: boolean) => {
          const content = emptySiteContent(name);
          content.contactDetails.address = `${name} Road`;
          await adapter.sites.create({ organizationId: randomBytes(12).toString('hex'), isPublish, templateName: 'nbl', content });
        };
        await make(`Alpha ${tag} Academy`, true);
        await make(`Beta ${tag} College`, true);
        await make(`Gamma ${tag} Hidden`, false);
        const found = await search.search(tag.toUpperCase(), 10);
        expect(found.map((f) => f.organizationName)).toEqual([`Alpha ${tag} Academy`, `Beta ${tag} College`]);
        expect(found[0]).toMatchObject({ templateName: 'nbl', contactDetails: { address: `Alpha ${tag} Academy Road` } });
        expect(await search.search(tag, 1)).toHaveLength(1);
        expect(await search.search(`${tag}zz`, 10)).toHaveLength(0);
        expect(await search.search('%', 10)).toHaveLength(0);
      });
    });

    describe('site search (a database of its own)', () => {
      let searched: PersistenceAdapter;
      let searchedSearch: SchoolSearch;
      let removeDatabase: () => void | Promise<void>;
      const ids: Record<string, string> = {};
      const FILLERS = 100;

      /** Schools as parents look for them; `key` names each in the table below. */
      const SCHOOLS: [key: string, name: string, address: string, published?: boolean][] = [
        ['marys-bengaluru', "St. Mary's High School", '12 Church Street, Shivajinagar, Bengaluru, Karnataka 560001'],
        ['marys-nagpur', "St. Mary's High School", 'Civil Lines, Nagpur, Maharashtra 440001'],
        ['marys-convent', 'St Marys Convent School', 'Fort Kochi, Kochi, Kerala'],
        ['marys-hidden', "St. Mary's Hidden School", 'Bengaluru', false],
        ['kv-1', 'Kendriya Vidyalaya No. 1', 'Sector 8, R K Puram, New Delhi'],
        ['kv-hebbal', 'Kendriya Vidyalaya', 'Hebbal, Bengaluru'],
        ['ecole', 'École Mondiale', 'Juhu, Mumbai'],
        ['greenwood', 'Greenwood High', 'Sarjapur Road, Bengaluru, Karnataka'],
        ['gsss', 'Government Senior Secondary School', 'Karol Bagh, Delhi'],
        ['govt-2', 'Govt. Sr. Sec. School No. 2', 'Rohini, Delhi'],
        ['dps', 'Delhi Public School', 'Mathura Road, New Delhi'],
        ['bis', 'Bengaluru International School', 'Hennur, Bengaluru'],
        ['xavier', "Saint Xavier's College", 'Fort, Mumbai'],
      ];

      beforeAll(async () => {
        ({ adapter: searched, cleanup: removeDatabase } = await leg.open(true));
        searchedSearch = await openSchoolSearch(searched);
        for (const [key, name, address, published = true] of SCHOOLS) {
          const content = emptySiteContent(name);
          content.contactDetails.address = address;
          ids[key] = randomBytes(12).toString('hex');
          await searched.sites.create({ organizationId: ids[key], isPublish: published, templateName: 'nbl', content });
        }
        // Schools no query below is after, so that a search reading every school would show.
        for (let i = 0; i < FILLERS; i++) {
          const content = emptySiteContent(`Quince Academy ${i}`);
          content.contactDetails.address = `${i} Yew Lane, Ooty`;
          await searched.sites.create({ organizationId: randomBytes(12).toString('hex'), isPublish: true, templateName: 'nbl', content });
        }
      });
      afterAll(async () => {
        await searched.close();
        await removeDatabase();
      });

      const keysFound = async (text: string, limit = 10) => {
        const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
        return (await searchedSearch.search(text, limit)).map((entry) => byId[entry._id] ?? entry.organizationName);
      };

      // Query → the schools expected first, in order: exact name, name start, every word in the name, with the address, typos; ties by
      // name. A group in brackets is two schools of one name (in either order).
      const MARYS_HIGH = ['marys-bengaluru', 'marys-nagpur'];
      const TABLE: [query: string, first: (string | string[])[]][] = [
        ["St. Mary's High School", [MARYS_HIGH]],
        ['st marys', ['marys-convent', MARYS_HIGH]],
        ['ST MARY', ['marys-convent', MARYS_HIGH]],
        ['saint marys', ['marys-convent', MARYS_HIGH]],
        ['st marys high', [MARYS_HIGH]],
        ['st marys bengaluru', ['marys-bengaluru']],
        ['bengaluru', ['bis', 'greenwood', 'kv-hebbal', 'marys-bengaluru']],
        ['ecole', ['ecole']],
        ['kendr vidya', ['kv-hebbal', 'kv-1']],
        ['vidyalaya kendriya', ['kv-hebbal', 'kv-1']],
        ['kendriya vidyalya', ['kv-hebbal', 'kv-1']],
        ['kendriya vidyalaya number 1', ['kv-1']],
        ['greenwod', ['greenwood']],
        ['govt sr sec school', ['govt-2', 'gsss']],
        ['government senior secondary', ['gsss', 'govt-2']],
        ['st xavier', ['xavier']],
        ['hs bengaluru', ['marys-bengaluru']],
        ['delhi', ['dps', 'gsss', 'govt-2', 'kv-1']],
        ['hidden', []],
        ['mumbai xavier', ['xavier']],
      ];

      it.each(TABLE)('finds "%s" first as %j', async (query, first) => {
        const found = await keysFound(query);
        let at = 0;
        const groups = first.map((group) => {
          const size = Array.isArray(group) ? group.length : 1;
          const taken = found.slice(at, (at += size));
          return Array.isArray(group) ? taken.sort() : taken[0];
        });
        expect(groups).toEqual(first.map((group) => (Array.isArray(group) ? [...group].sort() : group)));
        if (first.length === 0) expect(found).toEqual([]);
      });

      it('never returns an unpublished school, and finds nothing for words no school has', async () => {
        expect(await keysFound('st marys', 20)).not.toContain('marys-hidden');
        expect(await keysFound('zzz qqq')).toEqual([]);
        expect(await keysFound('%')).toEqual([]);
        expect(await keysFound('st', 2)).toHaveLength(2);
      });

      it('gives the school with its address, so two of one name can be told apart', async () => {
        const [first] = await searchedSearch.search('st marys bengaluru', 10);
        expect(first).toMatchObject({ _id: ids['marys-bengaluru'], organizationName: "St. Mary's High School", templateName: 'nbl' });
        expect(first.contactDetails.address).toContain('Bengaluru');
      });

      it('keeps the index in step with publishing, renaming and moving', async () => {
        const id = randomBytes(12).toString('hex');
        const content = emptySiteContent('Orchid Valley School');
        content.contactDetails.address = 'Banjara Hills, Hyderabad';
        const created = await searched.sites.create({ organizationId: id, isPublish: false, templateName: 'run', content });
        expect(await keysFound('orchid')).toEqual([]);
        await searched.sites.save({ ...created, isPublish: true }, 1);
        expect(await keysFound('orchid valley')).toEqual(['Orchid Valley School']);
        expect(await keysFound('hyderabad')).toEqual(['Orchid Valley School']);
        await searched.sites.save({ ...created, isPublish: true, content: { ...content, organizationName: 'Lotus Valley School' } }, 2);
        expect(await keysFound('orchid')).toEqual([]);
        expect(await keysFound('lotus')).toEqual(['Lotus Valley School']);
        const moved = { ...content, organizationName: 'Lotus Valley School', contactDetails: { ...content.contactDetails, address: 'Salt Lake, Kolkata' } };
        await searched.sites.save({ ...created, isPublish: true, content: moved }, 3);
        expect(await keysFound('hyderabad')).toEqual([]);
        expect(await keysFound('lotus kolkata')).toEqual(['Lotus Valley School']);
        await searched.sites.save({ ...created, isPublish: false, content: moved }, 4);
        expect(await keysFound('lotus')).toEqual([]);
        expect(await keysFound('kolkata')).toEqual([]);
        // A save that loses the version race changes nothing in the index either.
        expect(await searched.sites.save({ ...created, isPublish: true, content: moved }, 4)).toBe(false);
        expect(await keysFound('lotus')).toEqual([]);
      });

      it('reads the index, never every school', async () => {
        if (searched.name === 'mongodb') {
          const plans = await (searchedSearch as unknown as SearchPlans).plans('st marys bengaluru');
          expect(plans.length).toBeGreaterThan(0);
          expect(plans).not.toContain('COLLSCAN');
        } else {
          const indexed = searchedSearch as unknown as SchoolsLookedAt;
          const published = SCHOOLS.filter(([, , , isPublished = true]) => isPublished).length + FILLERS;
          for (const text of ['st marys bengaluru', 'kendriya vidyalya', 'mumbai xavier', 'academy']) {
            const looked = await indexed.schoolsLookedAt(text);
            expect(looked).toBeGreaterThan(0);
            expect(looked).toBeLessThan(published / 4);
          }
        }
      });
    });

    describe('sign-up', () => {
      const draft = (organizationId: string, name: string) => ({ organizationId, isPublish: false, templateName: 'run', content: emptySiteContent(name) });

      it('creates the account, its site and its address together', async () => {
        const a = account();
        const slug = `signup-${unique()}`;
        expect(await adapter.registrations.register(a, draft(a.id, a.organizationName), slug)).toBe('created');
        expect((await adapter.accounts.findById(a.id))?.userId).toBe(a.userId);
        expect((await adapter.sites.find(a.id))?.version).toBe(1);
        expect(await adapter.siteAddresses.currentSlug(a.id)).toBe(slug);
      });

      it('changes nothing when the slug is taken, and the same sign-up then succeeds with another slug', async () => {
        const slug = `taken-${unique()}`;
        await adapter.siteAddresses.claim(`org-${unique()}`, slug);
        const a = account();
        expect(await adapter.registrations.register(a, draft(a.id, a.organizationName), slug)).toBe('slugTaken');
        expect(await adapter.accounts.findById(a.id)).toBeUndefined();
        expect(await adapter.sites.find(a.id)).toBeUndefined();
        expect(await adapter.registrations.register(a, draft(a.id, a.organizationName), `${slug}-2`)).toBe('created');
        expect(await adapter.siteAddresses.currentSlug(a.id)).toBe(`${slug}-2`);
      });

      it('changes nothing when the user ID or e-mail is taken', async () => {
        const first = account();
        await adapter.registrations.register(first, draft(first.id, first.organizationName), `first-${unique()}`);
        for (const [twin, outcome] of [
          [account({ userId: first.userId.toUpperCase() }), 'userIdTaken'],
          [account({ email: first.email.toLowerCase() }), 'emailTaken'],
        ] as const) {
          const slug = `twin-${unique()}`;
          expect(await adapter.registrations.register(twin, draft(twin.id, twin.organizationName), slug)).toBe(outcome);
          expect(await adapter.sites.find(twin.id)).toBeUndefined();
          expect(await adapter.siteAddresses.holderOf(slug)).toBeUndefined();
        }
      });

      it('gives a slug to one of two sign-ups made at once', async () => {
        const slug = `race-${unique()}`;
        const [a, b] = [account(), account()];
        const outcomes = await Promise.all([a, b].map((x) => adapter.registrations.register(x, draft(x.id, x.organizationName), slug)));
        expect([...outcomes].sort()).toEqual(['created', 'slugTaken']);
        const winner = outcomes[0] === 'created' ? a : b;
        expect(await adapter.siteAddresses.holderOf(slug)).toBe(winner.id);
      });
    });

    describe('site list and last change', () => {
      it('dates a site when it is created and at every save', async () => {
        const id = randomBytes(12).toString('hex');
        const start = Date.now();
        const created = await adapter.sites.create({ organizationId: id, isPublish: false, templateName: 'run', content: emptySiteContent('Dated School') });
        expect(created.updatedAt).toBeGreaterThanOrEqual(start);
        expect((await adapter.sites.find(id))?.updatedAt).toBe(created.updatedAt);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await adapter.sites.save({ ...created, isPublish: true }, 1);
        expect((await adapter.sites.find(id))?.updatedAt).toBeGreaterThan(created.updatedAt);
      });

      it('lists sites page by page in id order, all or published only, without their content', async () => {
        const tag = unique();
        const template = `tpl-${tag}`;
        for (const [n, isPublish] of [[1, true], [2, false], [3, true], [4, true]] as const) {
          await adapter.sites.create({ organizationId: `${tag}0${n}`, isPublish, templateName: template, content: emptySiteContent(`Listed ${n}`) });
        }
        const published = await adapter.sites.listSites({ publishedOnly: true, after: tag, limit: 2 });
        expect(published.map((s) => s.organizationId)).toEqual([`${tag}01`, `${tag}03`]);
        expect(published[0]).toEqual({ organizationId: `${tag}01`, organizationName: 'Listed 1', templateName: template, isPublish: true, updatedAt: expect.any(Number), hasDisclosure: false, itemPages: { pages: [], news: [] } });
        const next = await adapter.sites.listSites({ publishedOnly: true, after: `${tag}03`, limit: 1 });
        expect(next.map((s) => s.organizationId)).toEqual([`${tag}04`]);
        const all = await adapter.sites.listSites({ publishedOnly: false, after: tag, limit: 2 });
        expect(all.map((s) => [s.organizationId, s.isPublish])).toEqual([[`${tag}01`, true], [`${tag}02`, false]]);
        const skipped = await adapter.sites.listSites({ publishedOnly: true, after: tag, skip: 2, limit: 1 });
        expect(skipped.map((s) => s.organizationId)).toEqual([`${tag}04`]);
        expect((await adapter.sites.countPublishedByTemplate())[template]).toBe(3);
        const third = await adapter.sites.find(`${tag}03`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await adapter.sites.save({ ...(third as NonNullable<typeof third>), content: { ...(third as NonNullable<typeof third>).content, disclosure: { updatedAt: '2026-04-01T00:00:00.000Z' } } }, 1);
        const withDisclosure = await adapter.sites.listSites({ publishedOnly: true, after: tag, limit: 2 });
        expect(withDisclosure.map((s) => s.hasDisclosure)).toEqual([false, true]);
        const savedSinceThird = (await adapter.sites.find(`${tag}03`))?.updatedAt ?? 0;
        const recent = await adapter.sites.listSites({ publishedOnly: true, savedSince: savedSinceThird, after: tag, limit: 10 });
        expect(recent.map((s) => s.organizationId)).toEqual([`${tag}03`]);
      });
    });

    describe('site addresses', () => {
      it('gives a free slug to an organisation and refuses it to any other', async () => {
        const slug = `hill-${unique()}`;
        expect(await adapter.siteAddresses.claim('org-hill', slug)).toBe('claimed');
        expect(await adapter.siteAddresses.claim('org-other', slug)).toBe('taken');
        expect(await adapter.siteAddresses.holderOf(slug)).toBe('org-hill');
        expect(await adapter.siteAddresses.holderOf(`${slug}-missing`)).toBeUndefined();
      });

      it('keeps earlier slugs as history: the last claimed is current, the old ones stay held and can be claimed back', async () => {
        const org = `org-${unique()}`;
        const [first, second] = [`first-${unique()}`, `second-${unique()}`];
        await adapter.siteAddresses.claim(org, first);
        await adapter.siteAddresses.claim(org, second);
        expect(await adapter.siteAddresses.currentSlug(org)).toBe(second);
        expect(await adapter.siteAddresses.holderOf(first)).toBe(org);
        expect(await adapter.siteAddresses.claim('someone-else', first)).toBe('taken');
        expect(await adapter.siteAddresses.claim(org, first)).toBe('claimed');
        expect(await adapter.siteAddresses.currentSlug(org)).toBe(first);
        expect(await adapter.siteAddresses.currentSlug(`org-${unique()}`)).toBeUndefined();
      });

      it('gives one winner when two organisations claim the same slug at once', async () => {
        const slug = `race-${unique()}`;
        const outcomes = await Promise.all(['org-r1', 'org-r2', 'org-r3'].map((org) => adapter.siteAddresses.claim(org, slug)));
        expect(outcomes.filter((o) => o === 'claimed')).toHaveLength(1);
      });

      it("gives the current slugs of many organisations at once", async () => {
        const [a, b, c] = [`org-${unique()}`, `org-${unique()}`, `org-${unique()}`];
        await adapter.siteAddresses.claim(a, `a-${unique()}`);
        const aNow = `a-${unique()}`;
        await adapter.siteAddresses.claim(a, aNow);
        const bNow = `b-${unique()}`;
        await adapter.siteAddresses.claim(b, bNow);
        expect(await adapter.siteAddresses.currentSlugs([a, b, c])).toEqual(new Map([[a, aNow], [b, bNow]]));
        expect(await adapter.siteAddresses.currentSlugs([])).toEqual(new Map());
      });

      it('names the sites that hold no address, and only those', async () => {
        const [addressed, unaddressed] = [randomBytes(12).toString('hex'), randomBytes(12).toString('hex')];
        await adapter.sites.create({ organizationId: addressed, isPublish: false, templateName: 'run', content: emptySiteContent('Addressed School') });
        await adapter.sites.create({ organizationId: unaddressed, isPublish: false, templateName: 'run', content: emptySiteContent('Unaddressed School') });
        await adapter.siteAddresses.claim(addressed, `addressed-${unique()}`);
        const found = await adapter.siteAddresses.withoutAddress(100_000);
        expect(found).toContainEqual({ organizationId: unaddressed, organizationName: 'Unaddressed School' });
        expect(found.map((site) => site.organizationId)).not.toContain(addressed);
        expect(await adapter.siteAddresses.withoutAddress(1)).toHaveLength(1);
      });

      it('lists the numbers taken after a base, current or historic', async () => {
        const base = `st-marys-${unique()}`;
        await adapter.siteAddresses.claim('org-m1', base);
        await adapter.siteAddresses.claim('org-m2', `${base}-2`);
        await adapter.siteAddresses.claim('org-m2', `${base}-2nd-campus`);
        await adapter.siteAddresses.claim('org-m3', `${base}-7`);
        await adapter.siteAddresses.claim('org-m4', `${base}x-3`);
        expect((await adapter.siteAddresses.numbersTaken(base)).sort()).toEqual([2, 7]);
      });
    });

    describe('sessions', () => {
      it('finds active sessions only and deletes them one by one or per account', async () => {
        const accountId = unique();
        // Times from now: MongoDB's TTL index removes sessions whose expiry has passed.
        const t = Date.now();
        await adapter.sessions.create({ id: 's1' + accountId, accountId, createdAt: t, expiresAt: t + 5000 });
        await adapter.sessions.create({ id: 's2' + accountId, accountId, createdAt: t, expiresAt: t + 5000 });
        await adapter.sessions.create({ id: 's3' + accountId, accountId: 'other' + accountId, createdAt: t, expiresAt: t + 5000 });
        expect(await adapter.sessions.findActive('s1' + accountId, t + 1000)).toEqual({ id: 's1' + accountId, accountId, createdAt: t, expiresAt: t + 5000 });
        expect(await adapter.sessions.findActive('s1' + accountId, t + 6000)).toBeUndefined();
        await adapter.sessions.delete('s1' + accountId);
        expect(await adapter.sessions.findActive('s1' + accountId, t + 1000)).toBeUndefined();
        await adapter.sessions.deleteAllForAccount(accountId);
        expect(await adapter.sessions.findActive('s2' + accountId, t + 1000)).toBeUndefined();
        expect(await adapter.sessions.findActive('s3' + accountId, t + 1000)).toBeDefined();
      });
    });

    describe('one-time codes', () => {
      it('replaces, counts tries and is consumed once', async () => {
        const accountId = unique();
        // Times from now: MongoDB's TTL index removes codes whose expiry has passed.
        const t = Date.now();
        await adapter.codes.replace({ accountId, purpose: 'verify-email', codeHash: 'a', sentAt: t + 1, expiresAt: t + 600_002, attempts: 0 });
        await adapter.codes.replace({ accountId, purpose: 'verify-email', codeHash: 'b', sentAt: t + 3, expiresAt: t + 600_004, attempts: 0 });
        expect(await adapter.codes.find(accountId, 'verify-email')).toEqual({ accountId, purpose: 'verify-email', codeHash: 'b', sentAt: t + 3, expiresAt: t + 600_004, attempts: 0 });
        expect(await adapter.codes.find(accountId, 'reset-password')).toBeUndefined();
        expect(await adapter.codes.recordAttempt(accountId, 'verify-email')).toBe(1);
        expect(await adapter.codes.recordAttempt(accountId, 'verify-email')).toBe(2);
        expect(await adapter.codes.consume(accountId, 'verify-email', 'a')).toBe(false);
        const both = await Promise.all([adapter.codes.consume(accountId, 'verify-email', 'b'), adapter.codes.consume(accountId, 'verify-email', 'b')]);
        expect(both.filter(Boolean)).toHaveLength(1);
        expect(await adapter.codes.recordAttempt(accountId, 'verify-email')).toBe(0);
      });
    });

    describe('file owners', () => {
      it('records the site that stored a file, keeps the first owner and forgets it', async () => {
        const key = `${randomBytes(16).toString('hex')}.png`;
        expect(await adapter.fileOwners.ownerOf(key)).toBeUndefined();
        await adapter.fileOwners.record(key, 'school-a');
        await adapter.fileOwners.record(key, 'school-b');
        expect(await adapter.fileOwners.ownerOf(key)).toBe('school-a');
        await adapter.fileOwners.forget(key);
        expect(await adapter.fileOwners.ownerOf(key)).toBeUndefined();
      });
    });

    // Limits and leases are decided on the store's clock (MongoDB: the server's `$$NOW`, moved as far as the caller's clock
    // is moved from this host's). The times they give back are the store's, so they are compared within half a second,
    // and a step meant to fall just after an end falls 50 ms after it (what the two clocks differ by between two calls).
    const onStoreClock = (time: number) => expect.closeTo(time, -3);

    describe('limits', () => {
      const MINUTE = 60_000;

      it('counts hits in a window that starts at the first hit, and starts again when it ends', async () => {
        const key = `auth:${unique()}`;
        const t = Date.now();
        expect(await adapter.limits.hit(key, MINUTE, t)).toEqual({ hits: 1, resetsAt: onStoreClock(t + MINUTE) });
        expect(await adapter.limits.hit(key, MINUTE, t + 10)).toEqual({ hits: 2, resetsAt: onStoreClock(t + MINUTE) });
        expect(await adapter.limits.hit(key, MINUTE, t + MINUTE + 50)).toEqual({ hits: 1, resetsAt: onStoreClock(t + 2 * MINUTE + 50) });
        expect((await adapter.limits.hit(`auth:${unique()}`, MINUTE, t)).hits).toBe(1);
      });

      it('counts hits sent together once each', async () => {
        const key = `writes:${unique()}`;
        const t = Date.now();
        const counts = await Promise.all(Array.from({ length: 20 }, () => adapter.limits.hit(key, MINUTE, t)));
        expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      });

      it('lets a try through an open gate, then holds it shut for the wait of that many tries', async () => {
        const key = `login:${unique()}`;
        const waits = [0, 0, 1_000, 4_000];
        const t = Date.now();
        expect(await adapter.limits.pass(key, waits, MINUTE, t)).toEqual({ passed: true, tries: 1 });
        expect(await adapter.limits.pass(key, waits, MINUTE, t)).toEqual({ passed: true, tries: 2 });
        expect(await adapter.limits.pass(key, waits, MINUTE, t + 1)).toEqual({ passed: false, opensAt: onStoreClock(t + 1_000) });
        expect(await adapter.limits.pass(key, waits, MINUTE, t + 1_050)).toEqual({ passed: true, tries: 3 });
        // Past the end of the waits, the last one holds.
        expect(await adapter.limits.pass(key, waits, MINUTE, t + 5_100)).toEqual({ passed: true, tries: 4 });
        expect(await adapter.limits.pass(key, waits, MINUTE, t + 5_101)).toEqual({ passed: false, opensAt: onStoreClock(t + 9_100) });
        await adapter.limits.clear(key);
        expect(await adapter.limits.pass(key, waits, MINUTE, t + 5_102)).toEqual({ passed: true, tries: 1 });
      });

      it('lets one try of many sent together through a shut gate, and forgets the gate once it is kept no longer', async () => {
        const key = `login:${unique()}`;
        const waits = [0, 1_000];
        const t = Date.now();
        const outcomes = await Promise.all(Array.from({ length: 10 }, () => adapter.limits.pass(key, waits, MINUTE, t)));
        expect(outcomes.filter((o) => o.passed)).toHaveLength(1);
        expect(await adapter.limits.pass(key, waits, MINUTE, t + MINUTE + 50)).toEqual({ passed: true, tries: 1 });
      });
    });

    describe('leases', () => {
      it('has one holder at a time, renewed by its holder, taken over once it runs out', async () => {
        const name = `sweep-${unique()}`;
        const t = Date.now();
        expect(await adapter.leases.acquire(name, 'instance-a', 1_000, t)).toBe(true);
        expect(await adapter.leases.acquire(name, 'instance-b', 1_000, t + 500)).toBe(false);
        expect(await adapter.leases.acquire(name, 'instance-a', 1_000, t + 900)).toBe(true);
        // A's renewal holds until t + 1900.
        expect(await adapter.leases.acquire(name, 'instance-b', 1_000, t + 1_500)).toBe(false);
        expect(await adapter.leases.acquire(name, 'instance-b', 1_000, t + 1_950)).toBe(true);
        expect(await adapter.leases.acquire(name, 'instance-a', 1_000, t + 2_000)).toBe(false);
      });

      it('gives one winner when instances ask together', async () => {
        const name = `backfill-${unique()}`;
        const t = Date.now();
        const won = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => adapter.leases.acquire(name, holder, 60_000, t)));
        expect(won.filter(Boolean)).toHaveLength(1);
      });

      it('is freed by its holder only', async () => {
        const name = `sweep-${unique()}`;
        const t = Date.now();
        await adapter.leases.acquire(name, 'instance-a', 60_000, t);
        await adapter.leases.release(name, 'instance-b');
        expect(await adapter.leases.acquire(name, 'instance-b', 60_000, t)).toBe(false);
        await adapter.leases.release(name, 'instance-a');
        expect(await adapter.leases.acquire(name, 'instance-b', 60_000, t)).toBe(true);
      });
    });

    describe('activity', () => {
      it('lists entries of the same time newest recorded first', async () => {
        const organizationId = unique();
        const at = Date.now();
        const entry = (what: string) => ({ id: unique(), organizationId, at, actorId: 'a', actorName: 'Asha', section: 'home', what, address: '127.0.0.1' });
        for (const what of ['first', 'second', 'third']) await adapter.activity.record(entry(what));
        const { entries, total } = await adapter.activity.list(organizationId, { offset: 0, limit: 10 });
        expect(entries.map((e) => e.what)).toEqual(['third', 'second', 'first']);
        expect(total).toBe(3);
      });
    });

    describe('approvals (issue #25)', () => {
      const approval = (organizationId: string, restore: boolean, createdAt: number) => ({
        id: unique(),
        organizationId,
        proposedBy: unique(),
        createdAt,
        status: 'pending' as const,
        decidedBy: null,
        decidedAt: null,
        note: '',
        changes: [{ kind: 'set', field: 'vision', before: 'Old', after: 'New' }],
        restore,
      });

      it('keeps whether a proposal restores a kept version, through being decided', async () => {
        const organizationId = unique();
        const restore = approval(organizationId, true, Date.now());
        const edit = approval(organizationId, false, Date.now() - 1000);
        await adapter.approvals.create(restore);
        await adapter.approvals.create(edit);
        expect(await adapter.approvals.find(organizationId, restore.id)).toEqual(restore);
        expect(await adapter.approvals.find(organizationId, edit.id)).toEqual(edit);

        const decision = { status: 'approved' as const, decidedBy: 'owner', decidedAt: Date.now(), note: '' };
        expect(await adapter.approvals.decide(organizationId, restore.id, decision)).toBe(true);
        expect(await adapter.approvals.list(organizationId)).toEqual([edit, { ...restore, ...decision }]);
      });
    });

    describe('counters', () => {
      it('adds to a named counter', async () => {
        const name = `searches-${unique()}`;
        expect(await adapter.counters.get(name)).toBe(0);
        await adapter.counters.add(name, 3);
        await adapter.counters.add(name, 2);
        expect(await adapter.counters.get(name)).toBe(5);
      });
    });
  });
}
