import { timeZoneOfCountry } from '@schoolpage/content-contract';
import type { SqliteDatabase } from './sqlite-database';

/** The name under which the upgrade is recorded as done (in `upgrades`, see sqlite-content-upgrade.ts). */
const UPGRADE = 'school-time-zone';

/**
 * Sites stored before schools had a time zone get their country's (`timeZoneOfCountry`), once per database file.
 * The visitors' answer kept for such a site goes, so it is made again with the zone.
 */
export function addSchoolTimeZones(db: SqliteDatabase): void {
  db.exec('CREATE TABLE IF NOT EXISTS upgrades (name TEXT PRIMARY KEY, done_at INTEGER NOT NULL)');
  if (db.prepare('SELECT 1 FROM upgrades WHERE name = ?').get(UPGRADE)) return;
  const sites = db.prepare(
    "SELECT s.organization_id AS id, a.country AS country FROM sites s LEFT JOIN accounts a ON a.id = s.organization_id WHERE json_extract(s.content, '$.timeZone') IS NULL",
  );
  const write = db.prepare("UPDATE sites SET content = json_set(content, '$.timeZone', ?) WHERE organization_id = ?");
  const hasAnswers = db.prepare("SELECT 1 FROM pragma_table_info('published_answers')").get() !== undefined;
  const forgetAnswer = hasAnswers ? db.prepare('DELETE FROM published_answers WHERE organization_id = ?') : undefined;
  db.transaction(() => {
    for (const site of sites.all() as { id: string; country: string | null }[]) {
      write.run(timeZoneOfCountry(site.country ?? undefined), site.id);
      forgetAnswer?.run(site.id);
    }
    db.prepare('INSERT INTO upgrades (name, done_at) VALUES (?, ?)').run(UPGRADE, Date.now());
  })();
}
