/**
 * Every site template is built twice: for the browser and for the platform's server, which renders a
 * school's pages with it. These name the server build's place beside the browser build.
 */

/** The server entry, relative to the folder of the template's `mf-manifest.json`. */
export const TEMPLATE_SERVER_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' } as const;

/**
 * The server build cannot know where a deployed version will live, so the URLs of its own files
 * (images) start with this marker; the server puts the template's real address in its place.
 */
export const TEMPLATE_BASE_MARKER = '/__template_base__/';
