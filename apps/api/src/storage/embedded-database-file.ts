import { join } from 'node:path';

/** The embedded database file under DATA_DIR. */
export function embeddedDatabaseFile(dataDir: string): string {
  return join(dataDir, 'schoolpage.db');
}
