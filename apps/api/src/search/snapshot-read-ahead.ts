import { type PlatformConfig, readPlatformConfig } from '../config/platform-config';
import { embeddedDatabaseFile } from '../storage/embedded-database-file';
import { readAhead } from './engine/index-snapshot';
import { snapshotFileFor } from './sqlite/snapshot-file';

/**
 * The search index's snapshot, read from the moment the server process starts (main.ts imports this first):
 * a cold start's two longest waits, the disk reading the snapshot (about 1 GB at 1,500,000 schools) and this
 * thread loading the platform's code, then go on side by side instead of one after the other. The index
 * takes the bytes when it opens (sqlite-school-search.ts). Nothing for MongoDB (no index in memory), for the
 * migrate step, or when the configuration is wrong (main.ts says what is wrong).
 */
function readSearchSnapshotAhead(argv: readonly string[] = process.argv): void {
  if (argv[2] === 'migrate') return;
  let config: PlatformConfig;
  try {
    config = readPlatformConfig();
  } catch {
    return;
  }
  if (!config.mongodbUri) readAhead(snapshotFileFor(embeddedDatabaseFile(config.dataDir)));
}

readSearchSnapshotAhead();
