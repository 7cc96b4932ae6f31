/** Every API path lives under this prefix on the platform's own origin. */
export const API_PREFIX = '/api';

export const PLATFORM_API = {
  remotes: `${API_PREFIX}/platform/remotes`,
  templates: `${API_PREFIX}/platform/templates`,
  health: `${API_PREFIX}/health`,
  /** Live home-page figures: `{ success, info: { institutions, searches } }`. */
  stats: `${API_PREFIX}/platform/stats`,
  operator: `${API_PREFIX}/platform/operator`,
} as const;

export const PUBLIC_API = {
  searchSuggestion: `${API_PREFIX}/search/suggestion`,
  organizationList: `${API_PREFIX}/search/organization-list`,
  allContent: `${API_PREFIX}/web/all-content`,
  contact: `${API_PREFIX}/web/contact`,
} as const;

/** The signed-in admin's own site content, published or not (`{ success, info }` like all-content). */
export const PREVIEW_CONTENT_API = `${API_PREFIX}/dashboard/template/preview-content`;

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
