import { BOARDS, COUNTRIES, DEFAULT_SCHOOL_TIME_ZONE, isDashboardLanguage, regionOfCountry, isTeamRole, sitePath, type Board, type DashboardLanguage, type TeamRole } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { urlOf } from '../../api/read-list';
import { regionName } from '../../languages/region-name';

/** Spec §3 "Organisation profile": the signed-in person's user ID, e-mail and role, and the school's details. */
export interface Profile {
  userId: string;
  email: string;
  /** The signed-in member's role in the school (an account from before teams is its school's owner). */
  role: TeamRole;
  /** Changes waiting for approval (the school's, or a contributor's own): the menu shows the count. */
  pendingApprovals: number;
  /** The signed-in person's own phone ('' for none). */
  phone: string;
  /** The school's name and country (the same for everyone in it). */
  organizationName: string;
  country: string;
  organizationLogo?: string;
  isAccountVerified: boolean;
  isPublish: boolean;
  /** The school's permanent address `/s/<slug>`: its slug ('' when the server sent none) and full URL. */
  slug: string;
  siteUrl: string;
  /** The board the school is affiliated to, null until chosen. */
  board: Board | null;
  /** The school's time zone (IANA): its dates and times are shown and typed in it. */
  timeZone: string;
  /** Documents of its Mandatory Public Disclosure that have expired (every page warns of them). */
  expiredDocuments: { kind: string; title: string; validUntil: string }[];
  /** The language the signed-in person chose for the dashboard, null until they chose one. */
  dashboardLanguage: DashboardLanguage | null;
}

export function readProfile(body: ApiAnswer): Profile | undefined {
  const info = body.info as Record<string, unknown> | undefined;
  if (!info || typeof info !== 'object') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  return {
    userId: text(info['userId']),
    email: text(info['email']),
    role: isTeamRole(info['role']) ? info['role'] : 'owner',
    pendingApprovals: typeof info['pendingApprovals'] === 'number' ? info['pendingApprovals'] : 0,
    phone: text(info['phone']),
    organizationName: text(info['organizationName']),
    country: text(info['country']),
    organizationLogo: urlOf(info['organizationLogo']),
    isAccountVerified: info['isAccountVerified'] === true,
    isPublish: info['isPublish'] === true,
    slug: text(info['slug']),
    siteUrl: siteUrlOf(text(info['slug']), text(info['siteUrl'])),
    board: (BOARDS as readonly unknown[]).includes(info['board']) ? (info['board'] as Board) : null,
    timeZone: text(info['timeZone']) || DEFAULT_SCHOOL_TIME_ZONE,
    dashboardLanguage: isDashboardLanguage(info['dashboardLanguage']) ? info['dashboardLanguage'] : null,
    expiredDocuments: Array.isArray(info['expiredDocuments']) ? (info['expiredDocuments'] as Profile['expiredDocuments']) : [],
  };
}

/**
 * `unitedKingdom` → `United Kingdom` (from the sign-up list; the code itself when unknown); in another language
 * `Intl`'s name of the country's region (`india` → "भारत"), else the English one.
 */
export function countryName(code: string, language = 'en'): string {
  const english = COUNTRIES.find((country) => country.code === code)?.name ?? code;
  if (language === 'en') return english;
  const region = regionOfCountry(code);
  return (region && regionName(region, language)) ?? english;
}

/** The absolute address the server gave, or (when it gave only the slug) the one on this origin. */
function siteUrlOf(slug: string, siteUrl: string): string {
  if (siteUrl) return siteUrl;
  return slug ? new URL(sitePath(slug), window.location.origin).href : '';
}
