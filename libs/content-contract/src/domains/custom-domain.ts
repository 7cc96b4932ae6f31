import { z } from 'zod';
import { registrableDomainOf } from './public-suffixes';

/** Where a school's own domain stands (issue #46): waiting for its records, proved and routed here, or no longer pointing here. */
export type DomainStatus = 'pending' | 'verified' | 'lost';

/** One DNS record the school creates at its registrar. */
export interface DomainRecord {
  type: 'TXT' | 'CNAME' | 'A' | 'AAAA';
  name: string;
  value: string;
  purpose: string;
}

/** A school's own domain as the dashboard sees it (`GET /api/dashboard/domain` → `{ info: { domain } }`). */
export interface CustomDomain {
  hostname: string;
  status: DomainStatus;
  records: DomainRecord[];
  problems: string[];
  checkedAt: string | null;
  verifiedAt: string | null;
  redirectFrom: string | null;
}

export const DOMAIN_MESSAGES = {
  empty: 'Type the address of your site, such as www.yourschool.edu.in.',
  invalid: 'That is not a web address. Type it as www.yourschool.edu.in.',
  ipAddress: 'That is an IP address. Type the name of your domain, such as www.yourschool.edu.in.',
  notRegistrable: (hostname: string) => `${hostname} is not a name a school can register. Type your own domain, such as www.yourschool.edu.in.`,
  platformHost: 'That is the address of this platform. Type your school’s own domain.',
  taken: (hostname: string) => `${hostname} is already connected to another school’s site.`,
} as const;

/** `POST /api/dashboard/domain`'s body. */
export const domainBodySchema = z.strictObject({ hostname: z.string().max(2000) });

/** Longest hostname DNS allows. */
const MAX_HOSTNAME = 253;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The hostname a school typed, as it is kept: lower case, without a scheme, path, port or trailing dot, Unicode
 * labels as punycode. Either `{ hostname }` or `{ problem }` (a message for the school).
 * `platformHost` is this platform's own host name: it and names under it are refused.
 */
export function normaliseHostname(typed: string, platformHost?: string): { hostname: string } | { problem: string } {
  const text = typed.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  if (!text) return { problem: DOMAIN_MESSAGES.empty };
  if (/^[^/?#]*@/.test(text)) return { problem: DOMAIN_MESSAGES.invalid };
  // The URL parser (the same in browsers and Node) lowers case, drops the port and path, and writes Unicode as punycode.
  let parsed: string;
  try {
    parsed = new URL(`http://${text}`).hostname;
  } catch {
    return { problem: DOMAIN_MESSAGES.invalid };
  }
  const ascii = parsed.replace(/\.$/, '');
  if (ascii.startsWith('[') || IPV4.test(ascii)) return { problem: DOMAIN_MESSAGES.ipAddress };
  if (!ascii || ascii.length > MAX_HOSTNAME || !ascii.split('.').every((label) => LABEL.test(label))) return { problem: DOMAIN_MESSAGES.invalid };
  if (!ascii.includes('.') || !registrableDomainOf(ascii)) return { problem: DOMAIN_MESSAGES.notRegistrable(ascii) };
  const platform = platformHost?.toLowerCase().replace(/\.$/, '');
  if (platform && (ascii === platform || ascii.endsWith(`.${platform}`))) return { problem: DOMAIN_MESSAGES.platformHost };
  return { hostname: ascii };
}

/** True when `hostname` is the registrable name itself (`school.edu.in`), not a name under it (`www.school.edu.in`). */
export function isBareDomain(hostname: string): boolean {
  return registrableDomainOf(hostname) === hostname;
}

/** The name that redirects to `hostname`: the bare name for `www.<name>`, `www.<name>` for a bare one, else none. */
export function redirectPartnerOf(hostname: string): string | null {
  if (isBareDomain(hostname)) return `www.${hostname}`;
  const bare = hostname.slice(4);
  return hostname.startsWith('www.') && isBareDomain(bare) ? bare : null;
}
