import type { StoredSiteContent } from '@schoolpage/content-contract';
import { upgradedContent } from '../stored-content-upgrade';
import type { SqliteDatabase } from './sqlite-database';

/**
 * The names under which the upgrades are recorded as done, so each runs once per database file: gallery pictures
 * keeping their file in `imageUrl`, then What We Offer stored with every site and gallery `alt` kept as `altText`.
 */
const UPGRADES = ['gallery-image-url', 'offers-and-alt-text'];

/**
 * Rewrites, once per database file, every site stored in an earlier shape (stored-content-upgrade.ts), a page of
 * sites per transaction so a large database is not held in memory at once.
 */
export function upgradeStoredContent(db: SqliteDatabase): void {
  db.exec('CREATE TABLE IF NOT EXISTS upgrades (name TEXT PRIMARY KEY, done_at INTEGER NOT NULL)');
  const isDone = db.prepare('SELECT 1 FROM upgrades WHERE name = ?');
  const missing = UPGRADES.filter((name) => !isDone.get(name));
  if (missing.length === 0) return;
  const hasSites = db.prepare("SELECT 1 FROM pragma_table_info('sites')").get() !== undefined;
  if (hasSites) {
    const page = db.prepare('SELECT organization_id AS id, content FROM sites WHERE organization_id > ? ORDER BY organization_id LIMIT 1000');
    const write = db.prepare('UPDATE sites SET content = ? WHERE organization_id = ?');
    const upgradePage = db.transaction((after: string) => {
      const rows = page.all(after) as { id: string; content: string }[];
      for (const row of rows) {
        const content = JSON.parse(row.content) as StoredSiteContent;
        const upgraded = upgradedContent(content);
        if (upgraded !== content) write.run(JSON.stringify(upgraded), row.id);
      }
      return rows.at(-1)?.id;
    });
    for (let after: string | undefined = ''; after !== undefined; ) after = upgradePage(after);
  }
  const record = db.prepare('INSERT INTO upgrades (name, done_at) VALUES (?, ?)');
  for (const name of missing) record.run(name, Date.now());
}
