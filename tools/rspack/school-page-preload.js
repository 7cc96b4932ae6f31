/**
 * The federation runtime's preloading, as a school's page has it: the page loads its template by the
 * template's `remoteEntry.js` and asks the runtime to preload nothing (the server names the template's
 * files in the page's head instead), so the runtime's preloading code stays out of the page's JavaScript
 * (see host-page-build.ts). Anything that still asks for it is told so, instead of silently doing nothing.
 */
function notOnASchoolPage() {
  throw new Error("A school's page preloads nothing through the federation runtime.");
}

export const defaultPreloadArgs = notOnASchoolPage;
export const formatPreloadArgs = notOnASchoolPage;
export const normalizePreloadExposes = notOnASchoolPage;
export const preloadAssets = notOnASchoolPage;
