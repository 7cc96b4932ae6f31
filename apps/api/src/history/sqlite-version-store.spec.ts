import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { SqliteVersionStore } from './sqlite-version-store';
import type { VersionRecord } from './version-store';

/** The table as it was when every version kept its whole state. */
const WHOLE_STATES_TABLE = `
CREATE TABLE site_versions (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  thing TEXT NOT NULL,
  version_order INTEGER NOT NULL,
  at INTEGER NOT NULL,
  record TEXT NOT NULL
);`;

const faq = (answer: string) => ['Fees?', 'Uniform?', 'Buses?', 'Lunch?'].map((question, index) => ({ id: `faq${index}`, question, answer: index ? 'As before.' : answer }));
const version = (id: string, order: number, state: unknown): VersionRecord => ({
  id,
  organizationId: 'school',
  thing: 'section:faq',
  order,
  at: order,
  by: null,
  approvalId: null,
  state,
  position: null,
});

describe('versions kept before patches, in the embedded database', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'versions-before-patches-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are read as whole states, and the next version is kept as a patch from the newest of them', async () => {
    const file = join(dir, 'history.db');
    const older = openSqliteDatabase(file);
    older.exec(WHOLE_STATES_TABLE);
    const kept = [version('a'.repeat(24), 1, faq('Yes.')), version('b'.repeat(24), 2, faq('Yes, two.'))];
    const insert = older.prepare('INSERT INTO site_versions (id, organization_id, thing, version_order, at, record) VALUES (?, ?, ?, ?, ?, ?)');
    for (const v of kept) insert.run(v.id, v.organizationId, v.thing, v.order, v.at, JSON.stringify(v));
    older.close();

    const db = openSqliteDatabase(file);
    const store = new SqliteVersionStore(db);
    const next = version('c'.repeat(24), 3, faq('Yes, three.'));
    await store.add(next);
    expect((await store.list('school', 'section:faq', { skip: 0, limit: 20 })).items).toEqual([next, kept[1], kept[0]]);
    expect(await store.previous(next)).toEqual(kept[1]);
    expect(db.prepare('SELECT id, keyframe, follows FROM site_versions ORDER BY version_order').all()).toEqual([
      { id: 'a'.repeat(24), keyframe: 1, follows: null },
      { id: 'b'.repeat(24), keyframe: 1, follows: null },
      { id: 'c'.repeat(24), keyframe: 0, follows: 2 },
    ]);
    db.close();
  });
});
