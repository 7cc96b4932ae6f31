import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ChangeStream, ChangeStreamDocument, ResumeToken } from 'mongodb';
import type { MongoModels } from '../../storage/persistence/mongo/mongo-models';
import type { SiteChanges } from '../site-changes';
import { ChangeFeed } from './change-feed';

/** The collections whose changes are a site's: its document, and its addresses. */
const FOLLOWED = ['sites', 'site_addresses'];
/** Wait before a change stream that failed is opened again. */
const REOPEN_MS = 1000;
/**
 * MongoDB's codes for a resume token it can no longer resume after: the oplog moved past it
 * (ChangeStreamHistoryLost, 286; CappedPositionLost, 136) or the stream cannot go on (ChangeStreamFatalError, 280).
 */
const PLACE_LOST = new Set([136, 280, 286]);

/** What the feed reads of a change event: its resume token, its collection, the document's id, and an address's organisation. */
interface FollowedChange {
  _id: ResumeToken;
  ns?: { coll?: string };
  documentKey?: { _id?: unknown };
  fullDocument?: { organizationId?: unknown };
}

/**
 * The change feed on MongoDB: one change stream on the database, over `sites` and `site_addresses`,
 * whose events (this process's own too: applying is idempotent) are announced to `SiteChanges` (origin
 * `feed`). The resume token is kept, so a stream that fails is opened again after the last change applied;
 * when the token can no longer be resumed after (a gap), the stream starts from now and the process is
 * told everything changed (`SiteChanges.everythingChanged`), so everything it keeps is rebuilt.
 */
export class MongoChangeFeed extends ChangeFeed implements OnApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private stream?: ChangeStream;
  private resumeToken?: ResumeToken;
  private applied = 0;
  private open = false;
  /** The stream lost its place: what changed meanwhile is unknown until it is open again. */
  private lostPlace = false;
  private stopped = false;

  constructor(
    private readonly models: MongoModels,
    private readonly changes: SiteChanges,
  ) {
    super();
    this.watch();
  }

  get lastAppliedSequence(): number {
    return this.applied;
  }

  protected async feedApplied(): Promise<boolean> {
    return this.open;
  }

  private watch(): void {
    if (this.stopped) return;
    const stream = this.models.sites.db.watch([{ $match: { 'ns.coll': { $in: FOLLOWED } } }], {
      fullDocument: 'updateLookup',
      ...(this.resumeToken ? { resumeAfter: this.resumeToken } : {}),
    });
    this.stream = stream;
    stream.on('init', () => {
      this.open = true;
      if (!this.lostPlace) return;
      this.lostPlace = false;
      this.changes.everythingChanged();
    });
    stream.on('change', (change: ChangeStreamDocument) => this.apply(change as unknown as FollowedChange));
    stream.on('error', (error: Error & { code?: unknown }) => {
      this.open = false;
      this.logger.error(`The change stream failed; opening it again: ${error.message}`);
      if (typeof error.code === 'number' && PLACE_LOST.has(error.code)) this.placeLost();
      void stream.close();
      setTimeout(() => this.watch(), REOPEN_MS).unref();
    });
  }

  /** The stream can no longer resume after its token: it starts from now, and once it is open everything kept is dropped. */
  private placeLost(): void {
    this.resumeToken = undefined;
    this.lostPlace = true;
  }

  private apply(change: FollowedChange): void {
    this.resumeToken = change._id;
    this.applied++;
    const organizationId = change.ns?.coll === 'sites' ? change.documentKey?._id : change.fullDocument?.organizationId;
    if (typeof organizationId === 'string') this.changes.changed(organizationId, 'feed');
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    void this.stream?.close();
  }
}
