import { SITE_MANIFEST_FILE, pageTitle } from '@schoolpage/content-contract';
import { collapseWhitespace } from './collapse-whitespace';
import { escapeAttribute, escapeText } from './html-escape';
import { jsonForScript } from './json-for-script';
import { metaDescription } from './meta-description';
import { schoolJsonLd } from './school-json-ld';
import { shareImageUrl } from './share-image';
import { siteIconTags } from './site-icons';
import type { SitePageInput } from './site-page-input';
import { absoluteUrl, sitePageUrl } from './site-url';

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;

const isPixelCount = (value: number | undefined): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * The tags for the `<head>` of one page of a school's site, one per line: title, description, canonical
 * address, the page in the site's other languages (hreflang), its news feed (on the school's own address), robots, Open Graph and Twitter card, icons, the web app manifest and the school's JSON-LD. Every school text is
 * escaped, and a tag whose value would be empty is left out.
 */
export function siteHead(input: SitePageInput): string {
  const { content, origin, page, pageName } = input;
  const schoolName = collapseWhitespace(content.organizationName);
  const title = pageTitle(schoolName, page, pageName);
  const description = input.item?.description || metaDescription(content);
  const canonical = input.canonical ?? sitePageUrl(input, page);
  const image = absoluteUrl(origin, input.image?.url ?? shareImageUrl(content));

  const tags = [`<title>${escapeText(title)}</title>`];
  if (description) tags.push(meta('name', 'description', description));
  tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`);
  for (const alternate of input.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeAttribute(alternate.hreflang)}" href="${escapeAttribute(alternate.href)}">`);
  }
  const byDefault = input.alternates?.find((alternate) => alternate.isDefault);
  if (byDefault) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(byDefault.href)}">`);
  if (content.feeds) {
    const feedTitle = schoolName ? `${schoolName}: notices and news` : 'Notices and news';
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(feedTitle)}" href="${escapeAttribute(content.feeds.news)}">`);
  }
  if (input.noindex) tags.push(meta('name', 'robots', 'noindex'));
  tags.push(meta('property', 'og:type', input.item?.ogType ?? 'website'));
  if (schoolName) tags.push(meta('property', 'og:site_name', schoolName));
  tags.push(meta('property', 'og:title', title));
  if (description) tags.push(meta('property', 'og:description', description));
  tags.push(meta('property', 'og:url', canonical));
  if (image) {
    tags.push(meta('property', 'og:image', image));
    if (isPixelCount(input.image?.width) && isPixelCount(input.image?.height)) {
      tags.push(meta('property', 'og:image:width', String(input.image.width)), meta('property', 'og:image:height', String(input.image.height)));
    }
    if (schoolName) tags.push(meta('property', 'og:image:alt', schoolName));
  }
  tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  tags.push(...siteIconTags(content, origin));
  // The school's web app manifest (name, colour, icons): a phone can add the site to its Home Screen (#48).
  tags.push(`<link rel="manifest" href="${escapeAttribute(sitePageUrl(input, SITE_MANIFEST_FILE))}">`);
  for (const document of [...schoolJsonLd(input), ...(input.item?.jsonLd ?? [])]) tags.push(`<script type="application/ld+json">${jsonForScript(document)}</script>`);
  return tags.join('\n');
}
