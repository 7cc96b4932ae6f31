/**
 * The enquiry form's pages and the way to them, kept apart from the rest of enquiries (fields, limits, tokens) so
 * every page of a site links to the form without carrying any of that.
 */

/** The page of a school's site with the enquiry form (`/s/<slug>/enquire`) and the one a sent form leads to. */
export const ENQUIRY_PAGE = 'enquire';
export const ENQUIRY_SENT_PAGE = 'enquiry-sent';

/** The menu's and the home page's way to the enquiry form (the page's words say it in each language). */
export const ENQUIRY_PAGE_LABEL = 'Enquire';
