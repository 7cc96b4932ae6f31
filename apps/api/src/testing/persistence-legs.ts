import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateMongoPlatform } from '../platform-migrations';
import { openMongoPersistence } from '../storage/persistence/mongo/mongo-persistence';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';

/** One database a contract suite runs against: SQLite always, MongoDB where MONGODB_URI is set. */
export interface PersistenceLeg {
  title: string;
  enabled: boolean;
  open(): Promise<{ adapter: PersistenceAdapter; cleanup(): void }>;
}

export const PERSISTENCE_LEGS: readonly PersistenceLeg[] = [
  {
    title: 'sqlite',
    enabled: true,
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'contract-'));
      return { adapter: openSqlitePersistence(join(dir, 'schoolpage.db')), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    title: 'mongodb (runs only where MONGODB_URI is set)',
    enabled: Boolean(process.env.MONGODB_URI),
    async open() {
      await migrateMongoPlatform(process.env.MONGODB_URI as string);
      return { adapter: await openMongoPersistence(process.env.MONGODB_URI as string), cleanup: () => undefined };
    },
  },
];

/** `describe` for each leg (skipped, with its reason in the title, where its database is not there), with the adapter opened once. */
export function describeEachLeg(name: string, suite: (adapter: () => PersistenceAdapter) => void): void {
  for (const leg of PERSISTENCE_LEGS) {
    (leg.enabled ? describe : describe.skip)(`${name}: ${leg.title}`, () => {
      let opened: Awaited<ReturnType<PersistenceLeg['open']>>;
      beforeAll(async () => (opened = await leg.open()));
      afterAll(async () => {
        // Nothing to close when the database could not be opened (its failure is the suite's).
        await opened?.adapter.close();
        opened?.cleanup();
      });
      suite(() => opened.adapter);
    });
  }
}

/**
 * `describe` for what only a MongoDB replica set can show (transactions racing, change streams, the server's clock):
 * skipped, with its reason in the title, where MONGODB_URI is not set (no MongoDB server can run on a bare machine).
 * `npm run verify:mongo` runs these against MONGODB_URI.
 */
export function describeOnReplicaSet(name: string, suite: () => void): void {
  (process.env.MONGODB_URI ? describe : describe.skip)(`${name}: mongodb (runs only where MONGODB_URI is set)`, suite);
}

/** The MongoDB adapter on MONGODB_URI, migrated first as in production. */
export async function openReplicaSet(): Promise<PersistenceAdapter> {
  await migrateMongoPlatform(process.env.MONGODB_URI as string);
  return openMongoPersistence(process.env.MONGODB_URI as string);
}
