// First: the search snapshot's read begins before the rest of the platform's code is loaded.
import './search/snapshot-read-ahead';
import { createPlatformApp } from './app-factory';
import { keepIdleConnections } from './common/idle-connections';
import { readPlatformConfig } from './config/platform-config';
import { migratePlatform } from './platform-migrations';

async function main(): Promise<void> {
  const config = readPlatformConfig();
  // `main.js migrate`: the explicit migrate step of a deploy (MongoDB indexes and backfills), then exit.
  if (process.argv[2] === 'migrate') {
    await migratePlatform(config);
    console.log('SchoolPage: the database is migrated.');
    return;
  }
  const app = await createPlatformApp(config);
  app.enableShutdownHooks();
  keepIdleConnections(app.getHttpServer());
  await app.listen(config.port);
  console.log(`SchoolPage is running on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
