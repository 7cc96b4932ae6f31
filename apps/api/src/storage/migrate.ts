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
    await migrateMongoPlatform(config.mongodbUri);
    return;
  }
  const persistence = openSqlitePersistence(embeddedDatabaseFile(config.dataDir));
  await persistence.close();
}

/** The MongoDB migrate step of the whole platform: the adapter's indexes and backfills, then search's fields. */
export async function migrateMongoPlatform(uri: string): Promise<void> {
  const [{ migrateMongo }, { backfillSearchFields }] = await Promise.all([
    import('./persistence/mongo/mongo-migrations'),
    import('../search/search-migration'),
  ]);
  await migrateMongo(uri, [backfillSearchFields]);
}
