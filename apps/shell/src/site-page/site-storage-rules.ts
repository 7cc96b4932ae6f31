import { applyStorageRules, clearOrganizationOnUnload } from '../platform/storage-rules';

/** A server-rendered school page follows the same storage rules as every page of the shell. */
export function applySiteStorageRules(location: Pick<Location, 'pathname' | 'search'>, storage: Storage): void {
  applyStorageRules(location, storage);
  clearOrganizationOnUnload(window, storage);
}
