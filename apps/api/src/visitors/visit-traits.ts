import type { DeviceClass } from '@schoolpage/content-contract';

/** Phone, tablet or desktop, from the user agent alone (nothing else about the device is kept). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/** The domain a visitor came from (`www.` dropped); '' when none, unreadable, or the platform itself. */
export function referrerDomain(referrer: string | undefined, ownHost: string | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
    // Only a host name as a browser sends it (labels of letters, digits and hyphens, dotted; at most 100 characters).
    if (host === own || host.length > 100 || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return '';
    return host;
  } catch {
    return '';
  }
}

/** A two-letter country code as a CDN names it (CF-IPCountry and the like); '' for none or "unknown" (XX, T1 Tor). */
export function countryCode(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : '';
}

/** A page name as a site's addresses have them (lower-case letters, digits, hyphens); undefined for anything else. */
export function pageName(page: unknown): string | undefined {
  if (typeof page !== 'string') return undefined;
  return /^[a-z0-9-]{0,60}$/.test(page) ? page : undefined;
}

/** Search words as counted: trimmed, lower-case, spaces single, at most 80 characters. */
export function searchWords(words: unknown): string {
  return typeof words === 'string' ? words.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 80) : '';
}
