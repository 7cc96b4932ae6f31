// The disclosure page's address and name on their own: every page of a school's site links to it, and
// its menu entry should not bring the whole disclosure format into the pages' code.

/** The page of a school's site that shows its disclosure: `/s/<slug>/mandatory-public-disclosure`. */
export const DISCLOSURE_PAGE = 'mandatory-public-disclosure';
/** How every page's header and footer name that page. */
export const DISCLOSURE_PAGE_LABEL = 'Mandatory Public Disclosure';
