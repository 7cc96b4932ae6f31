/** Every API path lives under this prefix on the platform's own origin. */
export const API_PREFIX = '/api';

export const PLATFORM_API = {
  remotes: `${API_PREFIX}/platform/remotes`,
  templates: `${API_PREFIX}/platform/templates`,
  health: `${API_PREFIX}/health`,
  /** For a load balancer: 200 while the process runs. */
  healthLive: `${API_PREFIX}/health/live`,
  /** For a load balancer: 200 when the instance may take visitors (its stores answer and it has caught up), else 503. */
  healthReady: `${API_PREFIX}/health/ready`,
  /** Live home-page figures: `{ success, info: { institutions, searches } }`. */
  stats: `${API_PREFIX}/platform/stats`,
  operator: `${API_PREFIX}/platform/operator`,
  /** For the TLS proxy (Caddy's on-demand `ask`): `?domain=<name>` → 200 for a verified school domain or its redirect partner, else 404. */
  tlsAsk: `${API_PREFIX}/platform/tls/ask`,
  /** Deployed remote bundles in the static store: `GET <bundles>/<path>`. */
  bundles: `${API_PREFIX}/platform/bundles`,
} as const;

export const PUBLIC_API = {
  searchSuggestion: `${API_PREFIX}/search/suggestion`,
  organizationList: `${API_PREFIX}/search/organization-list`,
  allContent: `${API_PREFIX}/web/all-content`,
  /** A published school's permanent address: `?organizationId=` → `{ success, info: { slug, siteUrl } }` (404 otherwise). */
  siteAddress: `${API_PREFIX}/web/site-address`,
  contact: `${API_PREFIX}/web/contact`,
  /** A parent's admission enquiry to a school (JSON, or a plain form POST that is answered with a redirect). */
  enquiry: `${API_PREFIX}/web/enquiry`,
  /** A fresh token for a school's enquiry form (`?organizationId=`): `{ info: { token } }`; the form's script asks for it. */
  enquiryToken: `${API_PREFIX}/web/enquiry/token`,
  /** A parent asks a school for updates by e-mail: `{ organizationId, email, topics }` (JSON, or a plain form POST answered with a redirect). */
  subscriptions: `${API_PREFIX}/web/subscriptions`,
  /** `?token=` (a subscriber's own, in every mail): POST stops every update, or one topic with `&topic=` (RFC 8058 one-click). */
  unsubscribe: `${API_PREFIX}/web/subscriptions/unsubscribe`,
  /** `?token=`: POST a plain form with the topics to keep. */
  subscriptionTopics: `${API_PREFIX}/web/subscriptions/topics`,
} as const;

/** The call that reads one school's whole published site. */
export const allContentUrl = (organizationId: string) =>
  `${PUBLIC_API.allContent}?organizationId=${encodeURIComponent(organizationId)}`;

/** Spec §7 authentication calls. */
export const AUTH_API = {
  isAuth: `${API_PREFIX}/auth/isauth`,
  login: `${API_PREFIX}/auth/login`,
  register: `${API_PREFIX}/auth/register`,
  forgotPasswordOtp: `${API_PREFIX}/auth/forgot-password-otp`,
  resetPassword: `${API_PREFIX}/auth/reset-password`,
  logout: `${API_PREFIX}/auth/logout`,
} as const;

const DASHBOARD = `${API_PREFIX}/dashboard`;

/**
 * Spec §7 "Dashboard": the signed-in admin's calls, exactly as the spec names them, but for the lists: each list
 * section's paths are in its one description (LIST_SECTIONS), courses and categories in COURSE_SECTIONS.
 */
export const DASHBOARD_API = {
  profileInfo: `${DASHBOARD}/profile/info`,
  profileUpdate: `${DASHBOARD}/profile/profile-update`,
  verifyEmailOtp: `${DASHBOARD}/profile/verify-email-otp`,
  verifyEmail: `${DASHBOARD}/profile/verify-email`,
  publishWeb: `${DASHBOARD}/profile/publish-web`,
  unpublishWeb: `${DASHBOARD}/profile/unpublish-web`,
  /** The school's address `/s/<slug>`: `{ slug }` → `{ success, message }`. */
  profileSlug: `${DASHBOARD}/profile/slug`,
  /** The school's board: `{ board }` (one of BOARDS) → `{ success, message, info: board }`. */
  profileBoard: `${DASHBOARD}/profile/board`,
  /** The school's time zone: `{ timeZone }` (an IANA zone Intl knows) → `{ success, message, info: timeZone }`. */
  profileTimeZone: `${DASHBOARD}/profile/time-zone`,
  /** The signed-in person's own dashboard language: `{ language }` (one of DASHBOARD_LANGUAGES) → `{ success, message, info: language }`. */
  profileLanguage: `${DASHBOARD}/profile/language`,
  /** The Mandatory Public Disclosure: GET `{ info: { general, documents, academics, staff, infrastructure, completeness } }`, POST any of its four parts. */
  disclosure: `${DASHBOARD}/disclosure`,
  /** One document of the disclosure: POST multipart `file`, `issuedOn`, `validUntil?`; DELETE removes it (disclosureDocumentPath). */
  disclosureDocument: `${DASHBOARD}/disclosure/documents/:kind`,

  orgInfo: `${DASHBOARD}/home/orginfo`,
  textLogo: `${DASHBOARD}/home/text-logo`,
  /** Both statement lists at once (`{ vision, mission }`); each list's own paths are in LIST_SECTIONS. */
  visionMission: `${DASHBOARD}/home/vision-mission`,
  /** "What We Offer": GET `{ info: offers }`, POST `{ offers: [{ title, text? }] }` (up to 8; site/offers.ts). */
  offers: `${DASHBOARD}/home/offers`,

  contactAddress: `${DASHBOARD}/contact/address`,

  templateState: `${DASHBOARD}/template/template-state`,
  templateUpdate: `${DASHBOARD}/template/template-update`,
  /** The signed-in admin's own site content, published or not (`{ success, info }` like all-content). */
  previewContent: `${DASHBOARD}/template/preview-content`,

  /** The school's enquiries, newest first: `?page=&status=&classSought=` → `{ info: { items, total, newCount, page, pageSize } }`. */
  enquiries: `${DASHBOARD}/enquiries`,
  /** One enquiry: PATCH `{ status, note }`, DELETE. */
  enquiry: `${DASHBOARD}/enquiries/:id`,
  /** Every enquiry as CSV (UTF-8 with BOM). */
  enquiriesCsv: `${DASHBOARD}/enquiries.csv`,
  /** How long the school keeps its enquiries: GET → `{ info: { retentionDays } }`; POST `{ retentionDays }` (owners and editors). */
  enquirySettings: `${DASHBOARD}/enquiries/settings`,
  /** The school's subscribers: `{ info: { counts, sends } }` (counts per channel and topic, the last sends with delivered/failed). */
  subscribers: `${DASHBOARD}/subscribers`,
  /** Every confirmed subscriber as CSV (UTF-8 with BOM): address, topics, consent time and wording. */
  subscribersCsv: `${DASHBOARD}/subscribers.csv`,
  /** The school's own domain: GET → `{ info: { domain } }`; POST `{ hostname }` sets it (pending); DELETE removes it (owners and editors). */
  domain: `${DASHBOARD}/domain`,
  /** Checks the domain's records now: POST → `{ info: { domain } }`. */
  domainCheck: `${DASHBOARD}/domain/check`,
  /** Visitor figures: `?from=YYYY-MM-DD&to=YYYY-MM-DD` → `{ info: VisitorFigures }`. */
  visitors: `${DASHBOARD}/visitors`,
} as const;

/** A stored file: `GET <files>/<key>` (pictures also `?w=<width>`). */
export const FILES_API = `${API_PREFIX}/files`;

/** The path of one document of the disclosure: `/api/dashboard/disclosure/documents/fire-safety-certificate`. */
export function disclosureDocumentPath(kind: string): string {
  return DASHBOARD_API.disclosureDocument.replace(':kind', encodeURIComponent(kind));
}
