/**
 * The languages the dashboard itself speaks (its menus, buttons and messages), each person choosing their own
 * (`POST /api/dashboard/profile/language`). Not the languages of a school's site (site-languages.ts).
 */
export const DASHBOARD_LANGUAGES = ['en', 'hi'] as const;

export type DashboardLanguage = (typeof DASHBOARD_LANGUAGES)[number];

/** The dashboard's language of a person who never chose one. */
export const DEFAULT_DASHBOARD_LANGUAGE: DashboardLanguage = 'en';

export function isDashboardLanguage(value: unknown): value is DashboardLanguage {
  return (DASHBOARD_LANGUAGES as readonly unknown[]).includes(value);
}
