import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ChangeStream, Document, ResumeToken, Timestamp } from 'mongodb';
import type { MongoModels } from '../../storage/persistence/mongo/mongo-models';
import type { SiteChanges } from '../site-changes';
import { ChangeFeed } from './change-feed';

/** The collections whose changes are a site's: its document, its addresses, and its own domain (`_id` the school's). */
const FOLLOWED = ['sites', 'site_addresses', 'site_domains'];
const KEYED_BY_SCHOOL = new Set(['sites', 'site_domains']);
/**
 * The changes followed, and only what the feed reads of them: no document is looked up (`updateLookup`), and an
 * address's organisation travels only when the event carries its document (an insert); a re-dated address is looked up.
 * Events that end the stream (the database dropped) pass too.
 */
const PIPELINE = [
  { $match: { $or: [{ 'ns.coll': { $in: FOLLOWED } }, { operationType: { $in: ['invalidate', 'dropDatabase'] } }] } },
  { $project: { operationType: 1, ns: 1, documentKey: 1, 'fullDocument.organizationId': 1 } },
];
/** Wait before a change stream that failed or ended is opened again. */
const REOPEN_MS = 1000;
/**
 * MongoDB's codes for a place it can no longer resume from: the oplog moved past it
 * (ChangeStreamHistoryLost, 286; CappedPositionLost, 136) or the stream cannot go on (ChangeStreamFatalError, 280).
 */
const PLACE_LOST = new Set([136, 280, 286]);

/** What the feed reads of a change event: its kind, its collection, the document's id, and an inserted address's organisation. */
interface FollowedChange {
  operationType?: string;
  ns?: { coll?: string };
  documentKey?: { _id?: unknown };
  fullDocument?: { organizationId?: unknown };
}

type Stream = ChangeStream<Document>;

/** True when the driver's change stream under Mongoose's has closed (its cursor is gone and no resume replaced it). */
const isClosed = (stream: Stream) => (stream as unknown as { driverChangeStream?: { closed?: boolean } | null }).driverChangeStream?.closed !== false;

/**
 * The change feed on MongoDB: one change stream on the database, over `sites` and `site_addresses`, whose events
 * (this process's own too: applying is idempotent) are announced to `SiteChanges` (origin `feed`).
 *
 * Its place is kept at every `resumeTokenChanged` (each event's token, and the server's post-batch token while
 * nothing followed changes), so a stream that fails, closes or ends is opened again just after it, and nothing
 * changed meanwhile is missed; before any token, its place is the server's operation time when the feed began
 * (`startAtOperationTime`). After an `invalidate` it starts after that event (`startAfter`). When the server can no
 * longer resume from its place (a gap), it starts from the server's time now and the process is told everything
 * changed (`SiteChanges.everythingChanged`), so everything it keeps is rebuilt. The feed is open (this process can
 * say it has caught up) from the stream's first `resumeTokenChanged`: the server answered, and its place is known.
 */
export class MongoChangeFeed extends ChangeFeed implements OnApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private stream?: Stream;
  /** The stream left last, until the next one opens: its error can follow its close. */
  private left?: Stream;
  private resumeToken?: ResumeToken;
  /** The kept token is an `invalidate` event's: the next stream starts after it (it cannot resume after it). */
  private invalidated = false;
  /** Where to start while there is no token: the server's operation time when the feed began (or lost its place). */
  private startAt?: Timestamp;
  private applied = 0;
  private open = false;
  /** What changed before the stream is open again is unknown: everything kept is rebuilt once it is. */
  private lostPlace = false;
  private stopped = false;

  constructor(
    private readonly models: MongoModels,
    private readonly changes: SiteChanges,
  ) {
    super();
    void this.watch();
  }

  get lastAppliedSequence(): number {
    return this.applied;
  }

  protected async feedApplied(): Promise<boolean> {
    return this.open;
  }

  private async watch(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.resumeToken && !this.startAt) this.startAt = await this.serverTime();
    } catch (error) {
      this.logger.error(`The change stream cannot be opened yet; trying again: ${(error as Error).message}`);
      this.reopenSoon();
      return;
    }
    if (this.stopped) return;
    const stream: Stream = this.models.sites.db.watch<Document>(PIPELINE, this.place());
    this.stream = stream;
    this.left = undefined;
    stream.on('resumeTokenChanged', (token: ResumeToken) => this.placeKept(stream, token));
    stream.on('change', (change: FollowedChange) => void this.apply(stream, change));
    stream.on('error', (error: Error & { code?: unknown }) => this.failed(stream, error));
    stream.on('close', () => this.ended(stream, 'closed'));
    stream.on('end', () => this.ended(stream, 'ended'));
  }

  /** Where the next stream starts: after the kept token, or at the server's time when there is none. */
  private place() {
    if (this.resumeToken) return this.invalidated ? { startAfter: this.resumeToken } : { resumeAfter: this.resumeToken };
    return this.startAt ? { startAtOperationTime: this.startAt } : {};
  }

  /** The server's operation time now (the reply of `hello` carries it on a replica set and through mongos). */
  private async serverTime(): Promise<Timestamp | undefined> {
    const db = this.models.sites.db.db;
    if (!db) throw new Error('not connected to the database');
    const reply = await db.command({ hello: 1 });
    return reply['operationTime'] as Timestamp | undefined;
  }

  private placeKept(stream: Stream, token: ResumeToken): void {
    if (stream !== this.stream || token == null) return;
    this.resumeToken = token;
    // An invalidate event's token comes before the event itself (which marks it, see apply).
    this.invalidated = false;
    if (this.open) return;
    this.open = true;
    if (!this.lostPlace) return;
    this.lostPlace = false;
    this.changes.everythingChanged();
  }

  private async apply(stream: Stream, change: FollowedChange): Promise<void> {
    if (stream !== this.stream) return;
    this.applied++;
    if (change.operationType === 'invalidate' || change.operationType === 'dropDatabase') {
      // The database went away: the stream ends, and what is kept is rebuilt once a new one is open.
      this.invalidated = change.operationType === 'invalidate';
      this.lostPlace = true;
      return;
    }
    const organizationId = KEYED_BY_SCHOOL.has(change.ns?.coll ?? '') ? change.documentKey?._id : await this.addressHolder(change);
    if (typeof organizationId === 'string') this.changes.changed(organizationId, 'feed');
  }

  /** The organisation of a changed address: in the event for a new one, looked up (one narrow read) for a re-dated one. */
  private async addressHolder(change: FollowedChange): Promise<unknown> {
    if (change.fullDocument?.organizationId !== undefined) return change.fullDocument.organizationId;
    const slug = change.documentKey?._id;
    if (typeof slug !== 'string') return undefined;
    try {
      const address = await this.models.siteAddresses.findById(slug).select({ organizationId: 1 }).lean<{ organizationId: string }>();
      return address?.organizationId;
    } catch (error) {
      this.logger.error(`A changed address could not be read; everything kept is rebuilt: ${(error as Error).message}`);
      this.changes.everythingChanged();
      return undefined;
    }
  }

  private failed(stream: Stream, error: Error & { code?: unknown }): void {
    const current = this.retire(stream);
    if (!current && stream !== this.left) return;
    this.logger.error(`The change stream failed; opening it again: ${error.message}`);
    if (typeof error.code === 'number' && PLACE_LOST.has(error.code)) this.placeLost();
    if (current) this.reopenSoon();
  }

  /**
   * The driver also emits `close` while it resumes a stream by itself (after a resumable error), and before the error
   * of one it cannot resume: the stream is left only if, a moment later, it is still the one followed and still closed.
   */
  private ended(stream: Stream, how: string): void {
    if (stream !== this.stream) return;
    setTimeout(() => {
      if (stream !== this.stream || !isClosed(stream) || this.stopped || !this.retire(stream)) return;
      this.logger.warn(`The change stream ${how}; opening it again after its last place.`);
      void this.watch();
    }, REOPEN_MS).unref();
  }

  /** Stops following `stream`; false when it was already left (its close after an error, or an older stream). */
  private retire(stream: Stream): boolean {
    if (stream !== this.stream) return false;
    this.stream = undefined;
    this.left = stream;
    this.open = false;
    void stream.close().catch(() => undefined);
    return true;
  }

  /** The server can no longer resume from the kept place: start from its time now, and rebuild once open. */
  private placeLost(): void {
    this.resumeToken = undefined;
    this.invalidated = false;
    this.startAt = undefined;
    this.lostPlace = true;
  }

  private reopenSoon(): void {
    if (this.stopped) return;
    setTimeout(() => void this.watch(), REOPEN_MS).unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    const stream = this.stream;
    this.stream = undefined;
    void stream?.close().catch(() => undefined);
  }
}
