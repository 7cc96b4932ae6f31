import { emptySiteContent } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { backfillSearchFields } from '../../../search/search-migration';
import { describeOnReplicaSet, openReplicaSet } from '../../../testing/persistence-legs';
import { accountRecord } from '../../../testing/account-record-fixture';
import type { PersistenceAdapter } from '../persistence-adapter';
import type { SiteDraft } from '../site.repository';
import type { MongoModels } from './mongo-models';
import type { MongoSiteRepository } from './mongo-site.repository';

/**
 * What only a real replica set shows of the MongoDB adapter (issue #49): transactions that race, followers of a save,
 * the server's clock, TTL fields, and reads served from indexes alone. The shared contract (persistence-contract.spec.ts)
 * runs on it too; this adds what SQLite cannot show (it serialises writers and has no TTL or query plans).
 */
const unique = () => randomBytes(6).toString('hex');
const newId = () => randomBytes(12).toString('hex');

const account = accountRecord;

const draft = (organizationId: string, name = `School ${unique()}`, isPublish = false): SiteDraft => ({ organizationId, isPublish, templateName: 'run', content: emptySiteContent(name) });

/** The stages of a query plan (winning plans only). */
function stagesOf(node: unknown, into: string[] = []): string[] {
  if (!node || typeof node !== 'object') return into;
  if (Array.isArray(node)) {
    for (const child of node) stagesOf(child, into);
    return into;
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'rejectedPlans') continue;
    if (key === 'stage' && typeof value === 'string') into.push(value);
    else stagesOf(value, into);
  }
  return into;
}

describeOnReplicaSet('the MongoDB adapter on a replica set', () => {
  let adapter: PersistenceAdapter;
  let models: MongoModels;
  let sites: MongoSiteRepository;

  beforeAll(async () => {
    adapter = await openReplicaSet();
    if (adapter.database.kind !== 'mongodb') throw new Error('MONGODB_URI opened another store');
    ({ models, sites } = adapter.database);
  });
  afterAll(() => adapter?.close());

  it('dates two slug claims of one school made at once one after the other (the addresses guard)', async () => {
    const organizationId = newId();
    const slugs = Array.from({ length: 5 }, () => `claim-${unique()}`);
    expect(await Promise.all(slugs.map((slug) => adapter.siteAddresses.claim(organizationId, slug)))).toEqual(slugs.map(() => 'claimed'));
    const claims = await models.siteAddresses.find({ organizationId }).lean<{ _id: string; claimedAt: number }[]>();
    expect(new Set(claims.map((c) => c.claimedAt)).size).toBe(slugs.length);
    const latest = claims.sort((a, b) => b.claimedAt - a.claimedAt)[0];
    expect(await adapter.siteAddresses.currentSlug(organizationId)).toBe(latest._id);
  });

  it('reports a save as saved when a follower of saved sites fails, and tells followers of a sign-up once, after it commits', async () => {
    const told: string[] = [];
    let failing = true;
    sites.follow({
      fields: () => ({ $set: {}, $unset: {} }),
      written: async (site) => {
        told.push(site.organizationId);
        if (failing) throw new Error('the vocabulary is not reachable');
      },
    });
    const organizationId = newId();
    await sites.create(draft(organizationId));
    expect(await sites.save(draft(organizationId, 'Renamed School'), 1)).toBe(true);
    expect((await sites.find(organizationId))?.version).toBe(2);
    expect(told).toEqual([organizationId, organizationId]);

    failing = false;
    told.length = 0;
    const school = account();
    expect(await adapter.registrations.register(school, draft(school.id), `signup-${unique()}`)).toBe('created');
    expect(told).toEqual([school.id]);
  });

  it('keeps an accepted invitation (its run-out time leaves the TTL index’s field)', async () => {
    const school = account();
    await adapter.accounts.create(school);
    const tokenHash = unique();
    const now = Date.now();
    await adapter.invitations.create({ id: unique(), organizationId: school.id, email: `i${unique()}@school.test`, role: 'editor', tokenHash, invitedBy: school.id, createdAt: now, expiresAt: now + 3_600_000, acceptedAt: null });
    expect(await adapter.invitations.join(tokenHash, account(), 'Joined', now + 1000)).toMatchObject({ joined: expect.anything() });
    const kept = await models.invitations.findOne({ tokenHash }).lean<Record<string, unknown>>();
    expect(kept).toMatchObject({ acceptedAt: now + 1000 });
    expect(kept).not.toHaveProperty('expiresAt');
  });

  it('decides leases on the server’s clock: a host whose clock runs an hour ahead cannot take a held lease', async () => {
    const name = `lease-${unique()}`;
    expect(await adapter.leases.acquire(name, 'host-a', 60_000, Date.now())).toBe(true);
    const realNow = Date.now;
    const ahead = () => realNow() + 3_600_000;
    Date.now = ahead;
    try {
      expect(await adapter.leases.acquire(name, 'host-b', 60_000, Date.now())).toBe(false);
      expect((await adapter.limits.hit(`limit-${unique()}`, 60_000, Date.now())).resetsAt).toBeLessThan(realNow() + 120_000);
    } finally {
      Date.now = realNow;
    }
  });

  it('fills search fields only where they are still missing (the migrate step)', async () => {
    const bare = newId();
    const fresh = newId();
    await models.sites.collection.insertMany([
      { _id: bare as never, version: 1, isPublish: true, templateName: 'run', organizationName: 'Bare Hill School', address: 'Pune', content: emptySiteContent('Bare Hill School') },
      { _id: fresh as never, version: 1, isPublish: true, templateName: 'run', organizationName: 'Fresh School', address: '', searchName: 'fresh school (saved meanwhile)', content: emptySiteContent('Fresh School') },
    ]);
    await backfillSearchFields(models);
    expect(await models.sites.findById(bare).select({ searchName: 1 }).lean()).toHaveProperty('searchName');
    expect(await models.sites.findById(fresh).select({ searchName: 1 }).lean()).toMatchObject({ searchName: 'fresh school (saved meanwhile)' });
  });

  it('reads template counts, sitemap page starts and school counts from indexes, never whole sites', async () => {
    await sites.create(draft(newId(), `Indexed ${unique()}`, true));
    const counted = stagesOf(await models.sites.aggregate([{ $match: { isPublish: true } }, { $group: { _id: '$templateName', n: { $sum: 1 } } }]).explain('queryPlanner'));
    expect(counted).not.toContain('COLLSCAN');
    expect(counted).not.toContain('FETCH');
    const pageStart = stagesOf(await models.sites.find({ isPublish: true }).select({ _id: 1 }).sort({ _id: 1 }).skip(1).limit(1).explain('queryPlanner'));
    expect(pageStart).not.toContain('COLLSCAN');
    expect(pageStart).not.toContain('FETCH');
    const joined = stagesOf(await models.members.find({ joinedByInvitation: true }).select({ _id: 0, joinedByInvitation: 1 }).explain('queryPlanner'));
    expect(joined).not.toContain('COLLSCAN');
    expect(await adapter.sites.countPublishedByTemplate()).toMatchObject({ run: expect.any(Number) });
  });

  it('refuses nothing and warns of nothing on a replica set: the server is one', async () => {
    const hello = await models.sites.db.db?.admin().command({ hello: 1 });
    expect(typeof hello?.['setName'] === 'string' || hello?.['msg'] === 'isdbgrid').toBe(true);
    expect(await adapter.ping()).toBe(true);
  });
});
