import { FileOwnerRepository } from '../file-owner.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

export class SqliteFileOwnerRepository extends FileOwnerRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async record(key: string, organizationId: string): Promise<void> {
    statement(this.db, 'INSERT INTO file_owners (file_key, organization_id, created_at) VALUES (?, ?, ?) ON CONFLICT (file_key) DO NOTHING').run(
      key,
      organizationId,
      Date.now(),
    );
  }

  async ownerOf(key: string): Promise<string | undefined> {
    const row = statement(this.db, 'SELECT organization_id FROM file_owners WHERE file_key = ?').get(key) as { organization_id: string } | undefined;
    return row?.organization_id;
  }

  async forget(key: string): Promise<void> {
    statement(this.db, 'DELETE FROM file_owners WHERE file_key = ?').run(key);
  }
}
