import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { upgradeStoredContent } from './sqlite-content-upgrade';
import { addSchoolTimeZones } from './sqlite-school-time-zones';

export type SqliteDatabase = Database.Database;

const statements = new WeakMap<SqliteDatabase, Map<string, Database.Statement>>();

/** A prepared statement, compiled once per database and reused (compiling is the costly part). */
export function statement(db: SqliteDatabase, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map<string, Database.Statement>()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  user_id_key TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  organization_name TEXT NOT NULL,
  country TEXT NOT NULL,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  is_account_verified INTEGER NOT NULL,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sites (
  organization_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL DEFAULT 0,
  is_publish INTEGER NOT NULL,
  template_name TEXT NOT NULL,
  organization_name TEXT NOT NULL,
  organization_name_key TEXT NOT NULL,
  address TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sites_published_by_name ON sites (is_publish, organization_name_key);
CREATE INDEX IF NOT EXISTS sites_published_by_id ON sites (is_publish, organization_id);
CREATE INDEX IF NOT EXISTS sites_by_save ON sites (updated_at);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
CREATE TABLE IF NOT EXISTS one_time_codes (
  account_id TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL,
  PRIMARY KEY (account_id, purpose)
);
CREATE TABLE IF NOT EXISTS counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS site_addresses (
  slug TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  claimed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS site_addresses_by_organization ON site_addresses (organization_id, claimed_at);
CREATE TABLE IF NOT EXISTS file_owners (
  file_key TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS limit_counters (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  opens_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  passed INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS limit_counters_by_expiry ON limit_counters (expires_at);
CREATE TABLE IF NOT EXISTS leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

/** Opens (and creates when new) the embedded database file, in WAL mode. */
export function openSqliteDatabase(file: string): SqliteDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // Reads (search above all) go straight to the file's pages in memory, not through a read call per page.
  db.pragma('mmap_size = 2147418112'); // the most this build of SQLite maps
  addUpdatedAtToSites(db);
  upgradeStoredContent(db);
  dropPublishedAnswerFromSites(db);
  db.exec(SCHEMA);
  addDashboardLanguageToAccounts(db);
  addSchoolTimeZones(db);
  return db;
}

/** Each person's dashboard language (none until they choose one). */
function addDashboardLanguageToAccounts(db: SqliteDatabase): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('accounts')").all() as { name: string }[];
  if (!columns.some((c) => c.name === 'dashboard_language')) db.exec('ALTER TABLE accounts ADD COLUMN dashboard_language TEXT');
}

/** Databases made before sites recorded their last change get the column, dated when it is added. */
function addUpdatedAtToSites(db: SqliteDatabase): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('sites')").all() as { name: string }[];
  if (columns.length === 0 || columns.some((c) => c.name === 'updated_at')) return;
  db.transaction(() => {
    db.exec('ALTER TABLE sites ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0');
    db.prepare('UPDATE sites SET updated_at = ? WHERE updated_at = 0').run(Date.now());
  })();
}

/**
 * Sites kept their visitors' answer in a column of their own until that answer became public/'s to keep
 * (public/published-answers/): the column goes, and each answer is made again when it is first read.
 */
function dropPublishedAnswerFromSites(db: SqliteDatabase): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('sites')").all() as { name: string }[];
  if (columns.some((c) => c.name === 'published_answer')) db.exec('ALTER TABLE sites DROP COLUMN published_answer');
}
