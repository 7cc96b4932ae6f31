import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { statement, type SqliteDatabase } from '../../storage/persistence/sqlite/sqlite-database';
import type { SqliteSiteAddressRepository } from '../../storage/persistence/sqlite/sqlite-site-address.repository';
import type { SqliteSiteFollower, SqliteSiteRepository } from '../../storage/persistence/sqlite/sqlite-site.repository';
import type { SiteDraft } from '../../storage/persistence/site.repository';
import type { SiteChanges } from '../site-changes';
import { ChangeFeed } from './change-feed';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS site_changes (
  sequence INTEGER PRIMARY KEY AUTOINCREMENT,
  organization_id TEXT NOT NULL,
  writer TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS site_changes_by_time ON site_changes (at);
`;

/** Changes read at a time. */
const PAGE = 500;

export interface SqliteChangeFeedOptions {
  /** How often the database is asked whether another process committed (`PRAGMA data_version`). */
  pollMs: number;
  /** How long a recorded change is kept before it is pruned. */
  keepMs: number;
}

const DEFAULTS: SqliteChangeFeedOptions = { pollMs: 100, keepMs: 60 * 60_000 };

/**
 * The change feed of the embedded database, one file shared by every process on it:
 *   - `site_changes` gets one row (a rising `sequence`, never reused) for every site written and every
 *     address claimed, inside the transaction that makes the change, so a change is recorded if and only
 *     if it committed;
 *   - every `pollMs` the process asks SQLite whether another connection committed (`PRAGMA data_version`,
 *     which costs no read of the file); when one did, it reads the rows after the last it applied and
 *     announces each change another process made to `SiteChanges` (origin `feed`): its own it announced as
 *     it made them;
 *   - rows older than `keepMs` are pruned, now and then, by whichever process gets there; a process that
 *     finds rows it had not read pruned (it was paused longer than `keepMs`) cannot tell what changed, so it
 *     announces that everything changed (`SiteChanges.everythingChanged`): every kept thing is rebuilt.
 */
export class SqliteChangeFeed extends ChangeFeed implements SqliteSiteFollower, OnApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  /** This process's name on the rows it writes. */
  private readonly writer = randomUUID();
  private applied: number;
  private dataVersion: number;
  private readonly timer: NodeJS.Timeout;
  private lastPruned = Date.now();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly changes: SiteChanges,
    private readonly options: SqliteChangeFeedOptions = DEFAULTS,
  ) {
    super();
    db.exec(SCHEMA);
    // A process starts with nothing kept: what was recorded before it started is already in what it reads.
    this.applied = this.newest();
    this.dataVersion = this.currentDataVersion();
    this.timer = setInterval(() => this.pollLogged(), options.pollMs);
    this.timer.unref();
  }

  /** Records the changes made through `sites` and `addresses` from now on, each in its own transaction. */
  follow(sites: SqliteSiteRepository, addresses: SqliteSiteAddressRepository): this {
    sites.follow(this);
    addresses.follow((organizationId) => this.record(organizationId));
    return this;
  }

  get lastAppliedSequence(): number {
    return this.applied;
  }

  written(site: SiteDraft): void {
    this.record(site.organizationId);
  }

  committed(): void {
    // Recorded in the transaction: nothing more to do.
  }

  rolledBack(): void {
    // The row went with the transaction.
  }

  /** Records a change of the organisation's site, address or domain, inside the caller's transaction. */
  record(organizationId: string): void {
    statement(this.db, 'INSERT INTO site_changes (organization_id, writer, at) VALUES (?, ?, ?)').run(organizationId, this.writer, Date.now());
  }

  protected async feedApplied(): Promise<boolean> {
    if (!this.db.open) return false;
    this.poll();
    return statement(this.db, 'SELECT 1 FROM site_changes WHERE sequence > ? AND writer <> ? LIMIT 1').get(this.applied, this.writer) === undefined;
  }

  /** A look that fails is logged and tried again at the next: a process never stops following the feed. */
  private pollLogged(): void {
    try {
      this.poll();
    } catch (error) {
      this.logger.error(`Could not apply the change feed: ${String(error)}`);
    }
  }

  /** Applies what other processes committed since the last look, if anything. */
  poll(): void {
    if (!this.db.open) return;
    const version = this.currentDataVersion();
    if (version === this.dataVersion) return;
    // Read again at the next look should applying stop half-way (a change is applied at most once: its row is passed first).
    this.applyNew();
    this.dataVersion = version;
    if (Date.now() - this.lastPruned >= this.options.keepMs / 10) this.prune();
  }

  /**
   * The newest sequence given out, once every change other processes committed is applied here: with this
   * process's own changes (kept as they commit), everything up to it is in what this process keeps.
   */
  appliedUpTo(): number {
    this.poll();
    return this.newest();
  }

  private applyNew(): void {
    if (this.missedPruned()) {
      this.logger.warn('Changes were pruned before this process read them: everything kept of every site is read anew.');
      this.applied = this.newest();
      this.changes.everythingChanged();
      return;
    }
    const page = statement(this.db, 'SELECT sequence, organization_id AS organizationId, writer FROM site_changes WHERE sequence > ? ORDER BY sequence LIMIT ?');
    for (;;) {
      const rows = page.all(this.applied, PAGE) as { sequence: number; organizationId: string; writer: string }[];
      for (const row of rows) {
        this.applied = row.sequence;
        if (row.writer !== this.writer) this.changes.changed(row.organizationId, 'feed');
      }
      if (rows.length < PAGE) return;
    }
  }

  private prune(): void {
    this.lastPruned = Date.now();
    statement(this.db, 'DELETE FROM site_changes WHERE at < ?').run(Date.now() - this.options.keepMs);
  }

  /**
   * True when changes after the last this process applied were pruned before it read them: sequences are
   * given out one after another (AUTOINCREMENT; a rolled-back insert gives its number back), so the next
   * row must follow the last applied, and only pruning leaves a hole.
   */
  private missedPruned(): boolean {
    const next = statement(this.db, 'SELECT MIN(sequence) FROM site_changes WHERE sequence > ?').pluck().get(this.applied) as number | null;
    return next === null ? this.newest() > this.applied : next > this.applied + 1;
  }

  private newest(): number {
    return newestSequence(this.db);
  }

  private currentDataVersion(): number {
    return this.db.pragma('data_version', { simple: true }) as number;
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}

/** The last sequence the feed gave out, whether or not its row was pruned since. */
function newestSequence(db: SqliteDatabase): number {
  return (statement(db, "SELECT seq FROM sqlite_sequence WHERE name = 'site_changes'").pluck().get() as number | undefined) ?? 0;
}

/**
 * The organisations changed after `sequence` (something kept as it was then, a snapshot, is brought up to date
 * by taking each in anew), or undefined when that cannot be told: changes after it were pruned, or the feed
 * never gave it out (another database's sequence).
 */
export function changedSince(db: SqliteDatabase, sequence: number): string[] | undefined {
  db.exec(SCHEMA);
  const newest = newestSequence(db);
  if (sequence > newest) return undefined;
  if (sequence === newest) return [];
  const next = statement(db, 'SELECT MIN(sequence) FROM site_changes WHERE sequence > ?').pluck().get(sequence) as number | null;
  if (next !== sequence + 1) return undefined;
  return statement(db, 'SELECT DISTINCT organization_id FROM site_changes WHERE sequence > ?').pluck().all(sequence) as string[];
}
