import { pathBelow } from '../accounts/site-address';

/**
 * The absolute address of one page of a school's site as a visitor sees it: the origin the page is asked at (the
 * platform's, or the school's own domain), the site's base path there (`/s/<slug>`, with the language's code for
 * another language; '' at the school's own domain) and the page (`news/<slug>`; '' for home).
 */
export function sitePageAddress(origin: string, basePath: string, page = ''): string {
  return `${origin.replace(/\/+$/, '')}${pathBelow(basePath.replace(/\/+$/, ''), page)}`;
}

/** "Share on WhatsApp": WhatsApp's own share address with the title and the page's address as the message. */
export function whatsAppShareUrl(title: string, address: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}`;
}
