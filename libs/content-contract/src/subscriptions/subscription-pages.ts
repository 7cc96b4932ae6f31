/**
 * The pages of a school's site where parents ask for updates and keep control of them, kept apart from the rest of
 * subscriptions so every page of a site can link to them without carrying any of it.
 */

/** `/s/<slug>/updates`: the form to get updates (it works without script). */
export const UPDATES_PAGE = 'updates';
/** `/s/<slug>/updates/sent`: where a sent form leads ("check your e-mail"). */
export const UPDATES_SENT_PAGE = 'updates/sent';
/** `/s/<slug>/updates/confirm?token=…`: the link of the confirmation mail. */
export const UPDATES_CONFIRM_PAGE = 'updates/confirm';
/** `/s/<slug>/updates/manage?token=…`: a subscriber's own topics, and the way to stop (linked from every mail). */
export const UPDATES_MANAGE_PAGE = 'updates/manage';

/** The link to the updates page on every page of a school's site. */
export const UPDATES_PAGE_LABEL = 'Get updates';

/** `/s/<slug>/updates/sw.js` (`/updates/sw.js` at a school's own domain): the site's service worker, its scope the site. */
export const UPDATES_WORKER_FILE = 'updates/sw.js';
/** `/s/<slug>/updates/push.js`: the updates page's one script (the "Get notifications" button). */
export const UPDATES_SCRIPT_FILE = 'updates/push.js';
/** `/s/<slug>/manifest.webmanifest`: the school's web app manifest, linked from every page of its site. */
export const SITE_MANIFEST_FILE = 'manifest.webmanifest';
