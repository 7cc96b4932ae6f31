import { CounterRepository } from '../counter.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

export class SqliteCounterRepository extends CounterRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async add(name: string, amount: number): Promise<void> {
    statement(
      this.db,
      'INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + excluded.value',
    ).run(name, amount);
  }

  async get(name: string): Promise<number> {
    const row = statement(this.db, 'SELECT value FROM counters WHERE name = ?').get(name) as { value: number } | undefined;
    return row?.value ?? 0;
  }
}
