import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations } from './migrate';
import { embeddedDatabaseFile } from './storage.module';

describe('runMigrations on the embedded store', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'migrate-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes the database file with every table, returns, and can run again', async () => {
    await runMigrations({ dataDir, mongodbUri: undefined });
    await runMigrations({ dataDir, mongodbUri: undefined });
    const file = embeddedDatabaseFile(dataDir);
    expect(existsSync(file)).toBe(true);
    const db = new Database(file, { readonly: true });
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(['accounts', 'sites', 'sessions', 'one_time_codes', 'site_addresses', 'limit_counters', 'leases']));
    } finally {
      db.close();
    }
  });
});
