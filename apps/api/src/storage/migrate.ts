import type { PlatformConfig } from '../config/platform-config';
import type { MongoMigration } from './persistence/mongo/mongo-migrations';
import { openSqlitePersistence } from './persistence/sqlite/sqlite-persistence';
import { embeddedDatabaseFile } from './storage.module';

/**
 * The explicit migrate step (`node dist/apps/api/main.js migrate`): brings the configured database up to
 * this version and returns. MongoDB gets its indexes and backfills (mongo-migrations.ts, then `more`: what other
 * folders keep on its documents, see platform-migrations.ts); the embedded
 * SQLite file migrates itself whenever it is opened, so it is opened and closed.
 */
export async function runMigrations(config: Pick<PlatformConfig, 'mongodbUri' | 'dataDir'>, more: readonly MongoMigration[] = []): Promise<void> {
  if (config.mongodbUri) {
    const { migrateMongo } = await import('./persistence/mongo/mongo-migrations');
    await migrateMongo(config.mongodbUri, more);
    return;
  }
  const persistence = openSqlitePersistence(embeddedDatabaseFile(config.dataDir));
  await persistence.close();
}
