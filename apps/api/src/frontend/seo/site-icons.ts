import type { SiteContent } from '@schoolpage/content-contract';
import { escapeAttribute } from './html-escape';
import { absoluteUrl } from './site-url';

/**
 * The favicon and apple-touch-icon links of a school's pages: the 32×32 and 180×180 PNGs made from its
 * logo at upload, else the logo itself; none without a logo.
 */
export function siteIconTags(content: SiteContent, origin: string): string[] {
  const logo = content.organizationLogo;
  const logoUrl = absoluteUrl(origin, logo?.url);
  const favicon = absoluteUrl(origin, logo?.favicon?.url);
  const appleTouchIcon = absoluteUrl(origin, logo?.appleTouchIcon?.url);
  const tags: string[] = [];
  if (favicon) tags.push(`<link rel="icon" type="image/png" sizes="32x32" href="${escapeAttribute(favicon)}">`);
  else if (logoUrl) tags.push(`<link rel="icon" href="${escapeAttribute(logoUrl)}">`);
  if (appleTouchIcon) tags.push(`<link rel="apple-touch-icon" sizes="180x180" href="${escapeAttribute(appleTouchIcon)}">`);
  else if (logoUrl) tags.push(`<link rel="apple-touch-icon" href="${escapeAttribute(logoUrl)}">`);
  return tags;
}
