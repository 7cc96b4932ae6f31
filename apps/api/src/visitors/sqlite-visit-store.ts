import { randomBytes } from 'node:crypto';
import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { VisitStore, type VisitBatch, type VisitFigureKey, type VisitFigureRow } from './visit-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS visit_figures (
  organization_id TEXT NOT NULL,
  day TEXT NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, day, kind, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visits_seen (hash TEXT PRIMARY KEY, day TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS visit_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL) WITHOUT ROWID;
`;

const ADD = `INSERT INTO visit_figures (organization_id, day, kind, key, views, visitors) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (organization_id, day, kind, key) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`;

/** Visit figures in the embedded database. */
export class SqliteVisitStore extends VisitStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async saltOf(day: string): Promise<string> {
    statement(this.db, 'INSERT OR IGNORE INTO visit_salts (day, salt) VALUES (?, ?)').run(day, randomBytes(32).toString('hex'));
    return statement(this.db, 'SELECT salt FROM visit_salts WHERE day = ?').pluck().get(day) as string;
  }

  async record(batch: VisitBatch): Promise<void> {
    const add = statement(this.db, ADD);
    const seen = statement(this.db, 'INSERT OR IGNORE INTO visits_seen (hash, day) VALUES (?, ?)');
    const put = (f: VisitFigureKey, views: number, visitors: number) => add.run(f.organizationId, f.day, f.kind, f.key, views, visitors);
    this.db.transaction(() => {
      for (const visitor of batch.visitors) {
        if (seen.run(visitor.hash, visitor.day).changes > 0) for (const figure of visitor.figures) put(figure, 0, 1);
      }
      for (const figure of batch.views) put(figure, figure.views, 0);
    })();
  }

  async figures(organizationId: string, from: string, to: string): Promise<VisitFigureRow[]> {
    return statement(
      this.db,
      'SELECT organization_id AS organizationId, day, kind, key, views, visitors FROM visit_figures WHERE organization_id = ? AND day BETWEEN ? AND ?',
    ).all(organizationId, from, to) as VisitFigureRow[];
  }

  async forgetBefore(day: string): Promise<void> {
    this.db.transaction(() => {
      statement(this.db, 'DELETE FROM visits_seen WHERE day < ?').run(day);
      statement(this.db, 'DELETE FROM visit_salts WHERE day < ?').run(day);
    })();
  }
}
