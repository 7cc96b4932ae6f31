import { isBareDomain, redirectPartnerOf, type DomainRecord } from '@schoolpage/content-contract';
import type { CustomDomainSettings } from '../config/custom-domain-settings';

/** The name of the ownership record: beside the site's name, so it never clashes with a CNAME there. */
export const ownershipName = (hostname: string) => `_schoolpage.${hostname}`;

/** The A and AAAA records that bring `name` here. */
function addressRecords(name: string, settings: CustomDomainSettings, purpose: string): DomainRecord[] {
  return [
    ...settings.ipv4.map((value): DomainRecord => ({ type: 'A', name, value, purpose })),
    ...settings.ipv6.map((value): DomainRecord => ({ type: 'AAAA', name, value, purpose })),
  ];
}

/** The routing records of `name`: a CNAME for a name under a domain, A and AAAA at a bare domain (where a CNAME cannot be). */
function routingRecords(name: string, settings: CustomDomainSettings, purpose: string): DomainRecord[] {
  if (isBareDomain(name)) return addressRecords(name, settings, purpose);
  return settings.cnameTarget ? [{ type: 'CNAME', name, value: settings.cnameTarget, purpose }] : [];
}

/** Exactly what the school creates at its registrar for `hostname`, ownership first. */
export function domainRecords(hostname: string, token: string, settings: CustomDomainSettings): DomainRecord[] {
  const partner = redirectPartnerOf(hostname);
  return [
    { type: 'TXT', name: ownershipName(hostname), value: token, purpose: 'Proves the domain is your school’s.' },
    ...routingRecords(hostname, settings, 'Brings visitors to your site.'),
    ...(partner ? routingRecords(partner, settings, `Sends visitors of ${partner} on to ${hostname}.`) : []),
  ];
}

