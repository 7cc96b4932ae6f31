import { ownPagePath } from '../own-pages/own-page';
import { publishedAt, type Scheduled } from './schedule';

/** What lists of many sites keep of each scheduled item with a page of its own: its address and its times. */
export type ItemPageSummary = { slug: string } & Scheduled;

/** The stored parts the item pages come from (read from a site's content by either adapter). */
export interface ItemPageSources {
  pages?: readonly ItemPageSummary[] | null;
  news?: readonly ItemPageSummary[] | null;
}

/** The pages below a school's address that its items have at `now` (`p/<slug>`, `news/<slug>`): for its sitemap. */
export function itemPagesAt(sources: ItemPageSources, now: number): string[] {
  const own = publishedAt(sources.pages ?? [], now).map((page) => ownPagePath(page.slug));
  const news = publishedAt(sources.news ?? [], now).map((story) => `news/${story.slug}`);
  return [...own, ...news];
}

/** The address and times of each item, as a list of sites keeps them. */
export function itemPageSummaries(items: readonly ItemPageSummary[] | null | undefined): ItemPageSummary[] {
  return (items ?? []).map(({ slug, publishAt, expireAt, status }) => ({
    slug,
    ...(publishAt ? { publishAt } : {}),
    ...(expireAt ? { expireAt } : {}),
    ...(status ? { status } : {}),
  }));
}
