import { isBareDomain, redirectPartnerOf, registrableDomainOf } from '@schoolpage/content-contract';
import type { CustomDomainSettings } from '../config/custom-domain-settings';
import type { DnsLookups } from './dns-lookups';
import { DOMAIN_PROBLEMS } from './domain-messages';
import { ownershipName } from './domain-records';
import { isProxyAddress } from './proxy-addresses';

export interface DomainCheckResult {
  /** Ownership and routing of the domain itself are right. */
  verified: boolean;
  problems: string[];
  /** The DNS servers did not answer for the domain's own names: the check says nothing of its records. */
  unanswered?: boolean;
}

/** What is wrong with the ownership record, if anything. */
async function ownershipProblems(hostname: string, token: string, dns: DnsLookups): Promise<string[]> {
  const name = ownershipName(hostname);
  const values = await dns.txt(name);
  if (values === undefined) return [DOMAIN_PROBLEMS.noAnswer(name)];
  if (values.includes(token)) return [];
  return [values.length ? DOMAIN_PROBLEMS.txtOther(name, values.join(', '), token) : DOMAIN_PROBLEMS.txtMissing(name, token)];
}

/** What is wrong with a set of addresses `name` resolves to, against the platform's `wanted` ones. */
function addressProblems(name: string, found: string[], wanted: string[]): string[] {
  if (found.some(isProxyAddress) && !found.every((address) => wanted.includes(address))) return [DOMAIN_PROBLEMS.proxied(name)];
  const others = found.filter((address) => !wanted.includes(address));
  return others.length ? [DOMAIN_PROBLEMS.addressesElsewhere(name, others.join(', '), wanted.join(', ') || 'this platform')] : [];
}

/** What is wrong with how `name` is routed here: a CNAME under a domain, A/AAAA at a bare one. */
async function routingProblems(name: string, settings: CustomDomainSettings, dns: DnsLookups): Promise<string[]> {
  const cnames = await dns.cname(name);
  if (cnames === undefined) return [DOMAIN_PROBLEMS.noAnswer(name)];
  const bare = isBareDomain(name);
  if (bare && cnames.length) return [DOMAIN_PROBLEMS.cnameAtBare(name)];
  const target = settings.cnameTarget;
  if (!bare && cnames.length) return target && cnames.includes(target) ? [] : [DOMAIN_PROBLEMS.cnameElsewhere(name, cnames.join(', '), target ?? '')];
  const [v4, v6] = await Promise.all([dns.ipv4(name), dns.ipv6(name)]);
  if (v4 === undefined || v6 === undefined) return [DOMAIN_PROBLEMS.noAnswer(name)];
  if (v4.length === 0 && v6.length === 0) {
    return [bare || !target ? DOMAIN_PROBLEMS.addressesMissing(name, settings.ipv4.join(', ')) : DOMAIN_PROBLEMS.cnameMissing(name, target)];
  }
  // A name under a domain may also point here by address; a bare one must.
  const problems = [...addressProblems(name, v4, settings.ipv4), ...addressProblems(name, v6, settings.ipv6)];
  if (!problems.length && v4.length === 0 && settings.ipv4.length) return [DOMAIN_PROBLEMS.addressesMissing(name, settings.ipv4.join(', '))];
  return [...new Set(problems)];
}

/** CAA applies from the nearest name (the name itself, then its parents up to the registered one) that has CAA records. */
async function caaProblems(hostname: string, dns: DnsLookups): Promise<string[]> {
  const registrable = registrableDomainOf(hostname) ?? hostname;
  const labels = hostname.split('.');
  for (let i = 0; i <= labels.length - registrable.split('.').length; i++) {
    const issuers = await dns.caaIssuers(labels.slice(i).join('.'));
    if (issuers === undefined || issuers === 'none') continue;
    return issuers.some((issuer) => issuer.split(';')[0]?.trim().toLowerCase() === 'letsencrypt.org') ? [] : [DOMAIN_PROBLEMS.caa(hostname)];
  }
  return [];
}

/**
 * Checks a school's records with real DNS queries: ownership (the TXT), routing (CNAME or A/AAAA), and that a
 * certificate may be issued (CAA, no proxy). The redirect partner's records are checked too, and their problems
 * listed, but only the domain's own decide whether it is verified.
 */
export async function checkDomain(hostname: string, token: string, settings: CustomDomainSettings, dns: DnsLookups): Promise<DomainCheckResult> {
  const partner = redirectPartnerOf(hostname);
  const [ownership, routing, caa, partnerRouting] = await Promise.all([
    ownershipProblems(hostname, token, dns),
    routingProblems(hostname, settings, dns),
    caaProblems(hostname, dns),
    partner ? routingProblems(partner, settings, dns) : Promise.resolve([]),
  ]);
  const own = [...ownership, ...routing, ...caa];
  const silent = [ownershipName(hostname), hostname].map(DOMAIN_PROBLEMS.noAnswer);
  const result: DomainCheckResult = { verified: own.length === 0, problems: [...own, ...partnerRouting] };
  return own.some((problem) => silent.includes(problem)) ? { ...result, unanswered: true } : result;
}
