import type { RichTextDocument } from '../rich-text/rich-text';
import type { Scheduled } from '../schedule/schedule';

/**
 * A page of the school's own ("Fee structure", "Transport routes", "Uniform"): served at
 * `/s/<slug>/p/<page-slug>` in the school's template, listed in its menu when `showInMenu`.
 */
export interface OwnPage extends Scheduled {
  id: string;
  title: string;
  /** Lowercase letters, digits and hyphens; unique within the site. */
  slug: string;
  body: RichTextDocument;
  showInMenu: boolean;
  /** When it was last saved (ISO 8601). */
  updatedAt: string;
}

/**
 * `GET` lists the pages, `POST` `{ title, slug?, body, showInMenu?, publishAt?, expireAt? }` adds one;
 * `GET/PATCH/DELETE <path>/<id>` reads, changes or deletes one; `POST <path>/<id>/move` `{ to }` moves it in the
 * list (the menu's order). Answers `{ success, message, info }`.
 */
export const OWN_PAGES_API_PATH = '/api/dashboard/pages';

/** Own pages live below this segment of the school's address: `/s/<slug>/p/<page-slug>`. */
export const OWN_PAGE_SEGMENT = 'p';

/** The page below the school's address where an own page is served. */
export const ownPagePath = (slug: string) => `${OWN_PAGE_SEGMENT}/${slug}`;

export const OWN_PAGE_LIMITS = { title: 120, slug: 60, pages: 50 } as const;

/** Lowercase words joined by hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Names a school's page may not take: the templates' own pages and what the platform serves below a school's
 * address, so a school's page is never mistaken for one of them.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'home',
  'about',
  'notice',
  'notices',
  'resource',
  'gallery',
  'course',
  'courses',
  'admissions',
  'contact',
  'news',
  'events',
  'feed',
  'p',
  'mandatory-public-disclosure',
];

/** "Fee structure 2026–27" → "fee-structure-2026-27": an address made from a title ('' when nothing is left). */
export function slugOfTitle(title: string, maxLength: number = OWN_PAGE_LIMITS.slug): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** An address made from `title` that none of `taken` is: "sports-day", else "sports-day-2", "sports-day-3"… */
export function freeSlug(title: string, taken: readonly string[], fallback: string): string {
  const base = slugOfTitle(title) || fallback;
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}
