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

/** A WhatsApp Channel's address: `https://whatsapp.com/channel/<code>` or `https://www.whatsapp.com/channel/<code>`. */
export const WHATSAPP_CHANNEL_PATTERN = /^https:\/\/(www\.)?whatsapp\.com\/channel\/[A-Za-z0-9_-]{6,64}\/?$/;

/** Whether `url` is a WhatsApp Channel's address (what the site links as "Follow us on WhatsApp"). */
export function isWhatsAppChannelUrl(url: string | undefined): url is string {
  return typeof url === 'string' && WHATSAPP_CHANNEL_PATTERN.test(url.trim());
}
