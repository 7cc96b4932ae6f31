/**
 * One page view (`navigator.sendBeacon`; GET with a query answers a 1×1 image for pages without script). A module of
 * its own: every page of a school's site sends it, and so carries this path without the platform's other paths.
 */
export const VISIT_API_PATH = '/api/web/visit';
