import type { Document } from 'mongodb';
import { openVisitStore } from '../../../visitors/open-visit-store';
import { cursorReply, MongoWireStandIn } from '../../../testing/mongo-wire-stand-in';
import type { PersistenceAdapter } from '../persistence-adapter';
import { openMongoPersistence } from './mongo-persistence';

/**
 * The commands the MongoDB adapter sends for issue #49's fixes, as Mongoose and the driver really build them (casting,
 * sessions, transactions), read by a wire-protocol stand-in. What the server then decides is checked on a replica set
 * (mongo-replica-set.contract.spec.ts, persistence-contract.spec.ts, `npm run verify:mongo`).
 */
describe('the MongoDB adapter’s commands', () => {
  let server: MongoWireStandIn;
  let adapter: PersistenceAdapter;
  const sent = (name: string) => server.received.filter((command) => name in command);
  const json = (value: unknown) => JSON.stringify(value);

  beforeEach(async () => {
    server = await new MongoWireStandIn().start();
    server
      .answer('update', () => ({ n: 1, nModified: 1 }))
      .answer('insert', (command) => ({ n: (command['documents'] as unknown[]).length }))
      .answer('delete', () => ({ n: 0 }))
      .answer('find', (command) => cursorReply(`standin.${String(command['find'])}`, 0, [], {}, true))
      .answer('commitTransaction', () => ({}))
      .answer('abortTransaction', () => ({}));
    adapter = await openMongoPersistence(server.uri());
  });
  afterEach(async () => {
    await adapter.close();
    await server.stop();
  });

  it('takes a lease by the server’s clock ($$NOW), in one upsert', async () => {
    expect(await adapter.leases.acquire('sweep', 'host-a', 60_000, Date.now())).toBe(true);
    const [update] = sent('update');
    expect(update['update']).toBe('leases');
    const [statement] = update['updates'] as Document[];
    expect(statement).toMatchObject({ upsert: true });
    expect(Array.isArray(statement['u'])).toBe(true);
    expect(json(statement['q'])).toContain('$$NOW');
    expect(json(statement['u'])).toContain('$$NOW');
    expect(json(statement)).not.toMatch(/"\$date"/);
  });

  it('counts a limit by the server’s clock ($$NOW)', async () => {
    server.answer('findAndModify', () => ({ value: { _id: 'k', count: 1, expiresAt: new Date(Date.now() + 60_000) }, lastErrorObject: { n: 1, updatedExisting: false } }));
    expect((await adapter.limits.hit('k', 60_000, Date.now())).hits).toBe(1);
    const [command] = sent('findAndModify');
    expect(command).toMatchObject({ findAndModify: 'limits', upsert: true, new: true });
    expect(json(command['update'])).toContain('$$NOW');
  });

  it('writes the school’s owners guard first, in the same transaction as the member’s change', async () => {
    const organizationId = 'a'.repeat(24);
    server.answer('find', (command) =>
      cursorReply(`standin.${String(command['find'])}`, 0, command['find'] === 'members' ? [{ _id: 'b'.repeat(24), organizationId, role: 'editor', removedAt: null }] : [], {}, true),
    );
    expect(await adapter.members.setRole(organizationId, 'b'.repeat(24), 'owner')).toBe('changed');
    const [guard, member] = sent('update');
    expect(guard).toMatchObject({ update: 'guards', updates: [{ q: { _id: `owners:${organizationId}` }, u: { $inc: { writes: 1 } }, upsert: true }] });
    expect(member).toMatchObject({ update: 'members' });
    const transaction = (command: Document) => json([command['lsid'], command['txnNumber']]);
    expect(guard['startTransaction']).toBe(true);
    expect(transaction(member)).toBe(transaction(guard));
    expect(transaction(sent('find').find((c) => c['find'] === 'members') as Document)).toBe(transaction(guard));
    expect(sent('commitTransaction')).toHaveLength(1);
  });

  it('writes the school’s addresses guard first when it claims a slug', async () => {
    server.answer('update', (command) => ({ n: command['update'] === 'guards' ? 1 : 0, nModified: command['update'] === 'guards' ? 1 : 0 }));
    expect(await adapter.siteAddresses.claim('c'.repeat(24), 'hill-school')).toBe('claimed');
    const [guard] = sent('update');
    expect(guard).toMatchObject({ update: 'guards', updates: [{ q: { _id: `addresses:${'c'.repeat(24)}` } }] });
    expect(sent('insert')[0]).toMatchObject({ insert: 'site_addresses', txnNumber: guard['txnNumber'] });
  });

  it('moves an accepted invitation’s run-out time out of the TTL index’s field', async () => {
    server.answer('findAndModify', () => ({ value: null, lastErrorObject: { n: 0 } }));
    const account = { id: 'd'.repeat(24), userId: 'Asha', email: 'asha@school.test', organizationName: 'S', country: 'india', phone: '', passwordHash: 'h', isAccountVerified: false, failedLogins: 0, lockedUntil: null, createdAt: 1 };
    expect(await adapter.invitations.join('token', account, 'Asha', Date.now())).toEqual({ refused: 'invalid' });
    expect(sent('findAndModify')[0]['update']).toEqual({ $set: { acceptedAt: expect.any(Number) }, $rename: { expiresAt: 'acceptBy' } });
  });

  it('reads sessions and invitations from the primary, though the connection reads from secondaries', async () => {
    const reading = await openMongoPersistence(`${server.uri()}&readPreference=secondaryPreferred`);
    await reading.sessions.findActive('s', Date.now());
    await reading.invitations.findValid('t', Date.now());
    await reading.siteAddresses.holderOf('hill-school');
    await reading.close();
    // On one server reached directly, the driver sends a read from the primary as primaryPreferred.
    expect(sent('find').map((c) => [c['find'], (c['$readPreference'] as Document)['mode']])).toEqual([
      ['sessions', 'primaryPreferred'],
      ['invitations', 'primaryPreferred'],
      ['site_addresses', 'secondaryPreferred'],
    ]);
  });

  it('writes a batch of visits, its seen-marks and its figures, in one transaction, and forgets hashes with their day', async () => {
    server.answer('update', (command) => ({
      n: 1,
      nModified: 0,
      upserted: command['update'] === 'visits_seen' ? [{ index: 0, _id: 'h' }] : [],
    }));
    const day = new Date().toISOString().slice(0, 10);
    const total = { organizationId: 'e'.repeat(24), day, kind: 'total' as const, key: '' };
    await openVisitStore(adapter).record({ views: [{ ...total, views: 1 }], visitors: [{ hash: 'h', day, figures: [total] }] });
    const [seen, figures] = sent('update');
    expect([seen['update'], figures['update']]).toEqual(['visits_seen', 'visit_figures']);
    expect(figures['txnNumber']).toEqual(seen['txnNumber']);
    expect(sent('commitTransaction')).toHaveLength(1);
    await openVisitStore(adapter).forgetBefore(day);
    expect(sent('delete').map((c) => c['delete'])).toEqual(['visit_salts', 'visits_seen']);
  });

  it('starts a sitemap page reached by skipping at an id read from the index alone', async () => {
    server.answer('find', (command) =>
      cursorReply(`standin.${String(command['find'])}`, 0, command['skip'] ? [{ _id: 'f'.repeat(24) }] : [], {}, true),
    );
    await adapter.sites.listSites({ publishedOnly: true, skip: 100, limit: 10 });
    const [boundary, page] = sent('find');
    expect(boundary).toMatchObject({ filter: { isPublish: true }, projection: { _id: 1 }, sort: { _id: 1 }, skip: 100, limit: 1 });
    expect(page).toMatchObject({ filter: { isPublish: true, _id: { $gte: 'f'.repeat(24) } }, limit: 10 });
    expect(page).not.toHaveProperty('skip');
  });

  it('asks for sites without an address only while the migrate step or a site made outside sign-up says some may lack one', async () => {
    server.answer('find', (command) => cursorReply(`standin.${String(command['find'])}`, 0, command['find'] === 'counters' ? [{ _id: 'sites-without-address', value: 0 }] : [], {}, true));
    expect(await adapter.siteAddresses.withoutAddress(100)).toEqual([]);
    expect(server.received.filter((c) => 'aggregate' in c)).toHaveLength(0);

    server.answer('find', (command) => cursorReply(`standin.${String(command['find'])}`, 0, command['find'] === 'counters' ? [{ _id: 'sites-without-address', value: 2 }] : [], {}, true));
    server.answer('aggregate', (command) => cursorReply(`standin.${String(command['aggregate'])}`, 0, [], {}, true));
    expect(await adapter.siteAddresses.withoutAddress(100)).toEqual([]);
    const [lookup] = sent('aggregate');
    expect((lookup['pipeline'] as Document[]).slice(0, 2)).toEqual([{ $sort: { _id: 1 } }, { $project: { _id: 1 } }]);
    expect(sent('update').at(-1)).toMatchObject({ update: 'counters', updates: [{ q: { _id: 'sites-without-address', value: 2 }, u: { $set: { value: 0 } } }] });
  });

  it('counts schools from the invited members’ index and the collection’s own count', async () => {
    server
      .answer('count', () => ({ n: 7 }))
      .answer('aggregate', (command) => cursorReply(`standin.${String(command['aggregate'])}`, 0, [{ _id: 1, n: 2 }], {}, true));
    expect(await adapter.accounts.count()).toBe(5);
    expect(sent('count')[0]).toMatchObject({ count: 'accounts' });
    expect(json(sent('aggregate')[0]['pipeline'])).toBe(json([{ $match: { joinedByInvitation: true } }, { $group: { _id: 1, n: { $sum: 1 } } }]));
  });
});
