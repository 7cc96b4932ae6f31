import type { PlatformConfig } from '../config/platform-config';
import { openSqlitePersistence } from './persistence/sqlite/sqlite-persistence';
import { embeddedDatabaseFile } from './storage.module';

/**
 * The explicit migrate step (`node dist/apps/api/main.js migrate`): brings the configured database up to
 * this version and returns. MongoDB gets its indexes and backfills (mongo-migrations.ts); the embedded
 * SQLite file migrates itself whenever it is opened, so it is opened and closed.
 */
export async function runMigrations(config: Pick<PlatformConfig, 'mongodbUri' | 'dataDir'>): Promise<void> {
  if (config.mongodbUri) {
    const { migrateMongo } = await import('./persistence/mongo/mongo-migrations');
    await migrateMongo(config.mongodbUri);
    return;
  }
  const persistence = openSqlitePersistence(embeddedDatabaseFile(config.dataDir));
  await persistence.close();
}
