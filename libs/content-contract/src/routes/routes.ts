/** Spec §2 top-level routes served by the landing remote. */
export const LANDING_ROUTES = [
  '/',
  '/about',
  '/login',
  '/signup',
  '/forgotpassword',
  '/resetpassword',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contact',
] as const;

export const SEARCH_LIST_ROUTE = '/search-list';
/** The words searched for, kept in /search-list's address (`/search-list?q=<words>`), so a reload or a shared search works. */
export const SEARCH_LIST_QUERY = 'q';
export const DASHBOARD_ROUTE = '/dashboard';
export const WEB_ROUTE = '/web';

/** Query that turns a template page into its sample-content preview (spec §2 "Template previews"). */
export const SAMPLE_TEMPLATE_QUERY = { name: 'source', value: 'sample-template' } as const;

/** "Preview with my content": `/web/<template>?source=my-content` shows the signed-in admin's own content. */
export const MY_CONTENT_QUERY = { name: 'source', value: 'my-content' } as const;

/** The shareable address of a published site names the school itself: `/web/nbl?org=<id>`. */
export const SHARE_QUERY = 'org';

/** Client-side storage keys (spec §9). */
export const STORAGE_KEYS = { orgData: 'orgData', isStaticContent: 'isStaticContent' } as const;
