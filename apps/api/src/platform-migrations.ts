import type { PlatformConfig } from './config/platform-config';
import type { MongoMigration } from './storage/persistence/mongo/mongo-migrations';
import { runMigrations } from './storage/migrate';

/**
 * What other folders add to the migrate step on MongoDB: search's fields on older sites. Loaded only when it runs, so
 * an embedded start never loads MongoDB's code.
 */
const MONGO_MIGRATIONS: readonly MongoMigration[] = [async (models) => (await import('./search/search-migration')).backfillSearchFields(models)];

/** The platform's migrate step (`node dist/apps/api/main.js migrate`): the store's own, then the other folders'. */
export function migratePlatform(config: Pick<PlatformConfig, 'mongodbUri' | 'dataDir'>): Promise<void> {
  return runMigrations(config, MONGO_MIGRATIONS);
}

/** The platform's migrate step on the MongoDB at `uri` (the contract suites migrate as production does). */
export function migrateMongoPlatform(uri: string): Promise<void> {
  return migratePlatform({ mongodbUri: uri, dataDir: '' });
}
