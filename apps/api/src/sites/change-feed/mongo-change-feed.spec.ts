import { setTimeout as sleep } from 'node:timers/promises';
import { Long, type Document, type Timestamp } from 'mongodb';
import mongoose, { type Connection } from 'mongoose';
import { defineMongoModels } from '../../storage/persistence/mongo/mongo-models';
import { cursorReply, MongoWireStandIn } from '../../testing/mongo-wire-stand-in';
import { SiteChanges } from '../site-changes';
import { MongoChangeFeed } from './mongo-change-feed';

/**
 * The MongoDB feed's wiring, through the installed Mongoose and driver: their real change streams and cursors, against
 * a server on loopback that answers the aggregate and getMore commands as a replica set's primary does (post-batch
 * tokens, resuming after a token or at an operation time, history lost, cursors that end). What reaches the feed is
 * what the driver really emits (`resumeTokenChanged`, `change`, `error`, `close`, `end`). The same behaviour is checked on a
 * real replica set by change-feed.contract.spec.ts where MONGODB_URI is set.
 */
class Oplog {
  readonly events: { at: number; event: Document }[] = [];
  /** Commands answered with this error until it is cleared. */
  failAggregate?: Document;
  failGetMore?: Document;
  /** Cursors the server ends (id 0) at their next getMore. */
  endCursors = false;
  private cursors = new Map<number, number>();
  private nextCursor = 1;
  readonly aggregates: Document[] = [];

  constructor(private readonly server: MongoWireStandIn) {
    server.answer('aggregate', (command) => this.aggregate(command));
    server.answer('getMore', (command) => this.getMore(command));
  }

  /** A change written now, to `coll`'s document `_id`. */
  write(coll: string, _id: string, more: Document = {}): void {
    const at = this.server.operationTime().getHighBits();
    const position = this.events.length + 1;
    this.events.push({ at, event: { _id: token(position), operationType: 'update', ns: { db: 'standin', coll }, documentKey: { _id }, ...more } });
  }

  private aggregate(command: Document): Document {
    const options = (command['pipeline'] as Document[])[0]['$changeStream'] as Document;
    this.aggregates.push(options);
    if (this.failAggregate) return this.failAggregate;
    let from = this.events.length;
    const after = (options['resumeAfter'] ?? options['startAfter']) as { _data: string } | undefined;
    if (after) from = Number(after._data);
    else if (options['startAtOperationTime']) {
      const t = (options['startAtOperationTime'] as Timestamp).getHighBits();
      from = this.events.findIndex((e) => e.at >= t);
      if (from < 0) from = this.events.length;
    }
    const id = this.nextCursor++;
    this.cursors.set(id, from);
    return this.batch(id, true);
  }

  private async getMore(command: Document): Promise<Document> {
    const id = Number(command['getMore']);
    for (let waited = 0; waited < 100 && (this.cursors.get(id) ?? 0) >= this.events.length && !this.failGetMore && !this.endCursors; waited += 10) await sleep(10);
    if (this.failGetMore) return this.failGetMore;
    if (this.endCursors) return cursorReply('standin.$cmd.aggregate', 0, [], token(this.events.length), false);
    return this.batch(id, false);
  }

  private batch(id: number, first: boolean): Document {
    const from = this.cursors.get(id) ?? 0;
    const batch = this.events.slice(from).map((e) => e.event);
    this.cursors.set(id, this.events.length);
    // A server ends the cursor after an invalidate event.
    const open = batch.some((e) => e['operationType'] === 'invalidate') ? 0 : id;
    return cursorReply('standin.$cmd.aggregate', open, batch, token(this.events.length), first);
  }
}

const token = (position: number) => ({ _data: String(position).padStart(8, '0') });
const failure = (code: number) => ({ ok: 0, code, errmsg: `failed with ${code}` });
const school = (n: number) => String(n).repeat(24);

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  for (const start = Date.now(); !(await check()); await sleep(20)) {
    if (Date.now() - start > ms) throw new Error('not within time');
  }
}

describe('the change feed on MongoDB, wired to the driver’s change streams', () => {
  let server: MongoWireStandIn;
  let oplog: Oplog;
  let connection: Connection;
  let feed: MongoChangeFeed;
  let heard: string[];
  let everything: number;

  async function openFeed(): Promise<void> {
    connection = await mongoose.createConnection(server.uri(), { autoIndex: false, autoCreate: false }).asPromise();
    const changes = new SiteChanges();
    heard = [];
    everything = 0;
    changes.onChange((organizationId) => heard.push(organizationId));
    changes.onEverythingChanged(() => everything++);
    feed = new MongoChangeFeed(defineMongoModels(connection), changes);
  }

  beforeEach(async () => {
    server = await new MongoWireStandIn().start();
    oplog = new Oplog(server);
  });
  afterEach(async () => {
    feed.onApplicationShutdown();
    await connection.close();
    await server.stop();
  });

  it('is open once the server answers with its place, though nothing has changed (the post-batch token), and asks for no whole documents', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.answer('aggregate', async () => {
      await answered;
      return cursorReply('standin.$cmd.aggregate', 7, [], token(0), true);
    });
    server.answer('getMore', async () => (await sleep(50), cursorReply('standin.$cmd.aggregate', 7, [], token(0), false)));
    await openFeed();
    await sleep(300);
    expect(await feed.caughtUp()).toBe(false);
    answer();
    await until(() => feed.caughtUp());
    const aggregate = server.received.find((c) => 'aggregate' in c) as Document;
    expect(aggregate['pipeline'][0]['$changeStream']).not.toHaveProperty('fullDocument');
    expect(aggregate['pipeline'][0]['$changeStream']).toHaveProperty('startAtOperationTime');
  });

  it('announces each followed change, from the site’s id or the new address’s organisation', async () => {
    await openFeed();
    await until(() => feed.caughtUp());
    oplog.write('sites', school(1));
    oplog.write('site_addresses', 'green-valley', { operationType: 'insert', fullDocument: { organizationId: school(2) } });
    await until(() => heard.length === 2);
    expect(heard).toEqual([school(1), school(2)]);
    expect(feed.lastAppliedSequence).toBe(2);
  });

  it('resumes after the server’s post-batch token though it had seen no change, and announces a change made while it was reopening', async () => {
    await openFeed();
    await until(() => feed.caughtUp());
    oplog.failGetMore = failure(2);
    await until(async () => !(await feed.caughtUp()));
    oplog.write('sites', school(3));
    oplog.failGetMore = undefined;
    await until(() => heard.length === 1);
    expect(heard).toEqual([school(3)]);
    expect(oplog.aggregates.at(-1)).toMatchObject({ resumeAfter: token(0) });
    expect(everything).toBe(0);
    await until(() => feed.caughtUp());
  });

  it('starts at the server’s time when the feed began while it has no token, so a change made before its first stream opened is announced', async () => {
    oplog.failAggregate = failure(2);
    await openFeed();
    await until(() => oplog.aggregates.length === 1);
    oplog.write('sites', school(4));
    oplog.failAggregate = undefined;
    await until(() => heard.length === 1);
    expect(heard).toEqual([school(4)]);
    expect(oplog.aggregates[1]).toHaveProperty('startAtOperationTime');
    expect(oplog.aggregates[1]).not.toHaveProperty('resumeAfter');
    expect(everything).toBe(0);
  });

  it('starts from the server’s time now when its history is lost, and announces that everything changed once open, once', async () => {
    await openFeed();
    await until(() => feed.caughtUp());
    oplog.failGetMore = failure(286);
    oplog.failAggregate = failure(286);
    await until(async () => !(await feed.caughtUp()));
    await sleep(1200);
    expect(everything).toBe(0);
    oplog.failGetMore = undefined;
    oplog.failAggregate = undefined;
    await until(() => feed.caughtUp());
    expect(everything).toBe(1);
    expect(oplog.aggregates.at(-1)).not.toHaveProperty('resumeAfter');
    expect(oplog.aggregates.at(-1)).toHaveProperty('startAtOperationTime');
  });

  it('opens a stream the server ended again, after its place', async () => {
    await openFeed();
    await until(() => feed.caughtUp());
    oplog.write('sites', school(5));
    await until(() => heard.length === 1);
    oplog.endCursors = true;
    await until(() => oplog.aggregates.length === 2);
    oplog.endCursors = false;
    oplog.write('sites', school(6));
    await until(() => heard.length === 2);
    expect(heard).toEqual([school(5), school(6)]);
    expect(oplog.aggregates.at(-1)).toMatchObject({ resumeAfter: token(1) });
  });

  it('starts after an invalidate event (it cannot resume after one), and rebuilds what it keeps', async () => {
    await openFeed();
    await until(() => feed.caughtUp());
    oplog.write('sites', school(7), { operationType: 'invalidate', ns: undefined, documentKey: undefined });
    await until(() => oplog.aggregates.length === 2);
    await until(() => feed.caughtUp());
    expect(oplog.aggregates[1]).toEqual(expect.objectContaining({ startAfter: token(1) }));
    expect(everything).toBe(1);
  });

  it('reads a re-dated address’s organisation (the event carries no document)', async () => {
    server.answer('find', () => ({ cursor: { id: Long.fromNumber(0), ns: 'standin.site_addresses', firstBatch: [{ _id: 'green-valley', organizationId: school(8) }] } }));
    await openFeed();
    await until(() => feed.caughtUp());
    oplog.write('site_addresses', 'green-valley');
    await until(() => heard.length === 1);
    expect(heard).toEqual([school(8)]);
  });
});
