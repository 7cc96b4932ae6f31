import type { SiteContent } from '@schoolpage/content-contract';

/** A picture with its size in pixels when known (the server measures stored files: image-dimensions.ts). */
export interface MeasuredImage {
  url: string;
  width?: number;
  height?: number;
}

/** One page of a school's site, as the server renders it. */
export interface SitePageInput {
  content: SiteContent;
  /** The platform's public origin, e.g. `https://schools.example`. */
  origin: string;
  /** The school's slug: the site lives at `/s/<slug>`. */
  slug: string;
  /** Where the site lives on the origin's host when not `/s/<slug>`: '' at the school's own domain (siteRoot). */
  root?: string;
  /** The page as the template names it: '' for home, `about`, `notice`... */
  page: string;
  /** The page's label in the template's navigation ("About"). */
  pageName: string;
  /** The share picture with its size; without it the hero or first slider picture is used, size unknown. */
  image?: MeasuredImage;
  /** The page's own address when it is not the school's `/s/<slug>` (a template's sample preview). */
  canonical?: string;
  /** Asks search engines not to index the page (a hidden site its admin is previewing). */
  noindex?: boolean;
  /** The page's language tag; "en" when absent. */
  lang?: string;
  /**
   * The same page in each of the site's languages when it has more than one (#29): `hreflang` links, the
   * default language's also as `x-default`.
   */
  alternates?: PageAlternate[];
  /** Today as YYYY-MM-DD, for "upcoming" events; the clock's UTC date when absent. */
  today?: string;
  /** What the page says of itself when it is one item (a page of the school's own, a story, a notice). */
  item?: PageItem;
}

/** The page in one language: its language tag and its address. */
export interface PageAlternate {
  hreflang: string;
  href: string;
  isDefault: boolean;
}

/** One item's own description, share type and structured data (page-item.ts). */
export interface PageItem {
  description?: string;
  /** `article` for a story; `website` otherwise. */
  ogType?: 'article';
  /** Structured data of the item (a NewsArticle), written beside the school's. */
  jsonLd?: object[];
}
