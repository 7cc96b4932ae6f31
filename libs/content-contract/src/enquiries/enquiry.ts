import { enquiryPurpose, type EnquiryReplies } from './enquiry-replies';

/** What the school does with an enquiry, in the order an admission usually goes. */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'visit-booked', 'admitted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How the inbox names each status. */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'visit-booked': 'Visit booked',
  admitted: 'Admitted',
  closed: 'Closed',
};

import { ENQUIRY_PAGE, ENQUIRY_SENT_PAGE } from './enquiry-pages';

export { ENQUIRY_PAGE, ENQUIRY_PAGE_LABEL, ENQUIRY_SENT_PAGE } from './enquiry-pages';

/** Field sizes: what one enquiry may hold. */
export const ENQUIRY_LIMITS = {
  name: 120,
  classSought: 60,
  email: 254,
  phone: 32,
  message: 2000,
  note: 2000,
} as const;

/** Fewer seconds than this between showing the form and sending it: a machine, not a parent. */
export const ENQUIRY_MIN_FILL_SECONDS = 3;

/** The hidden field people never see nor fill (a machine filling every field fills it too). */
export const ENQUIRY_HONEYPOT_FIELD = 'website';

/** The field that carries the language of the page the form was sent from. */
export const ENQUIRY_LANGUAGE_FIELD = 'language';

/**
 * The field that once carried when the form was shown (epoch milliseconds), as the browser said it: still accepted,
 * never believed (the form's token says when the form was made).
 */
export const ENQUIRY_STARTED_FIELD = 'startedAt';

/** The field that carries the form's token: when the server made the form, for which school, signed by the server. */
export const ENQUIRY_TOKEN_FIELD = 'enquiryToken';

/** A form's token is good this long after the server made it (a form left open longer is opened again). */
export const ENQUIRY_FORM_LIFETIME_HOURS = 24;


/** Enquiries are kept this many days unless the school keeps them less (then deleted by the daily job). */
export const DEFAULT_ENQUIRY_RETENTION_DAYS = 365;

/**
 * The days a school may keep its enquiries: at least a month (time to answer and follow up), at most the year the
 * consent text promises (a school may keep them less, never longer).
 */
export const ENQUIRY_RETENTION_LIMITS = { minDays: 30, maxDays: DEFAULT_ENQUIRY_RETENTION_DAYS } as const;

/** How a school keeps its enquiries (`GET/POST /api/dashboard/enquiries/settings`). */
export interface EnquirySettings {
  /** Enquiries older than this many days are deleted by the daily job. */
  retentionDays: number;
}

/** Inbox pages hold this many enquiries. */
export const ENQUIRY_PAGE_SIZE = 20;

/** What a school's site needs to show its enquiry form (given on the school's own address only, never stored). */
export interface SiteEnquiry {
  organizationId: string;
  /** The classes the school lists (from its courses), offered as choices; free text is taken too. */
  classes: string[];
  /** What the school does with the parent's details: the words the consent box agrees to. */
  purpose: string;
  /**
   * The form's token (when the server made it, for this school, signed): given only on a page made for each request
   * (the enquiry page, never kept), for a browser without script. The form's script asks for a fresh one.
   */
  token?: string;
  /** The page's language: the form sends it back (ENQUIRY_LANGUAGE_FIELD), so the API answers and stores in it. */
  language?: string;
  /** The replies in the page's language when it is not English (the form shows the API's refusals in it). */
  replies?: EnquiryReplies;
}

/** The fields a parent sends. */
export interface EnquiryFields {
  studentName: string;
  classSought: string;
  parentName: string;
  phone: string;
  email: string;
  message: string;
}

/** One enquiry as the inbox lists it. */
export interface Enquiry extends EnquiryFields {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  status: EnquiryStatus;
  note: string;
  /** The purpose text the parent agreed to, as it read then. */
  consentText: string;
}

/** Whether `page` is one of the enquiry pages a site taking enquiries has, in every template. */
export function isEnquiryPage(page: string, content: { enquiry?: SiteEnquiry }): boolean {
  return Boolean(content.enquiry) && (page === ENQUIRY_PAGE || page === ENQUIRY_SENT_PAGE);
}

/**
 * What a school's site needs for its form: the classes it lists (course titles, each once) and its purpose text, in
 * the page's language when one is given (`content` as the page reads, with that language's replies).
 */
export function siteEnquiry(
  organizationId: string,
  content: { organizationName: string; courses: { course: { title: string }[] }[] },
  token?: string,
  page?: { language: string; replies: EnquiryReplies },
): SiteEnquiry {
  const classes = [...new Set(content.courses.flatMap((category) => category.course.map((course) => course.title.trim())).filter(Boolean))];
  return {
    organizationId,
    classes,
    purpose: enquiryPurpose(content.organizationName, page?.replies),
    ...(token === undefined ? {} : { token }),
    ...(page ? { language: page.language } : {}),
    ...(page && page.language !== 'en' ? { replies: page.replies } : {}),
  };
}
