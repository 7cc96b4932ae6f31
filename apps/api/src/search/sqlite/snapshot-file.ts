/** Raise when what is indexed changes: the index is then dropped and rebuilt from the sites when the database opens. */
export const INDEX_VERSION = '7';

/** The snapshot of the index beside the database file `databaseFile`: of this INDEX_VERSION only. */
export function snapshotFileFor(databaseFile: string): string {
  return `${databaseFile}-search-v${INDEX_VERSION}.snapshot`;
}
