/**
 * The federation runtime's snapshot handler, as a school's page has it: the page registers its template
 * by the template's `remoteEntry.js` (never by manifest) and preloads nothing through the runtime, so the
 * manifest snapshots that handler reads are never needed. The runtime's own disabled handler stands in
 * (see host-page-build.ts), and its code stays out of the page's JavaScript.
 */
export { DisabledSnapshotHandler as SnapshotHandler } from 'federation-runtime-disabled-snapshot-handler';

/** A remote's snapshot info: a school's page loads no manifest, so there is never any. */
export function getGlobalRemoteInfo() {
  return {};
}
