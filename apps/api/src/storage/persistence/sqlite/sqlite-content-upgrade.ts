import type { StoredSiteContent } from '@schoolpage/content-contract';
import { upgradedContent } from '../stored-content-upgrade';
import type { SqliteDatabase } from './sqlite-database';

/** The name under which the upgrade is recorded as done, so it runs once per database file. */
const UPGRADE = 'gallery-image-url';

/**
 * Rewrites, once per database file, every site stored before gallery pictures kept their file in `imageUrl`
 * (stored-content-upgrade.ts), a page of sites per transaction so a large database is not held in memory at once.
 */
export function upgradeStoredContent(db: SqliteDatabase): void {
  db.exec('CREATE TABLE IF NOT EXISTS upgrades (name TEXT PRIMARY KEY, done_at INTEGER NOT NULL)');
  if (db.prepare('SELECT 1 FROM upgrades WHERE name = ?').get(UPGRADE)) return;
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
  db.prepare('INSERT INTO upgrades (name, done_at) VALUES (?, ?)').run(UPGRADE, Date.now());
}
