/** Every API path lives under this prefix on the platform's own origin. */
export const API_PREFIX = '/api';

export const PLATFORM_API = {
  remotes: `${API_PREFIX}/platform/remotes`,
  templates: `${API_PREFIX}/platform/templates`,
  health: `${API_PREFIX}/health`,
} as const;

export const PUBLIC_API = {
  searchSuggestion: `${API_PREFIX}/search/suggestion`,
  organizationList: `${API_PREFIX}/search/organization-list`,
  allContent: `${API_PREFIX}/web/all-content`,
  contact: `${API_PREFIX}/web/contact`,
} as const;
