import { isIPv4, isIPv6 } from 'node:net';

/** What schools' own domains point at, and which DNS servers check them (issue #46). */
export interface CustomDomainSettings {
  /** This platform's own host name (never a school's domain). */
  platformHost: string | undefined;
  cnameTarget: string | undefined;
  ipv4: string[];
  ipv6: string[];
  /** Empty: the system's resolvers. */
  dnsServers: string[];
}

const listOf = (text: string | undefined) => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);

function addresses(name: string, text: string | undefined, valid: (address: string) => boolean): string[] {
  const list = listOf(text);
  const wrong = list.filter((address) => !valid(address));
  if (wrong.length) throw new Error(`The platform configuration is not valid: ${name}: ${wrong.join(', ')} is not an address.`);
  return list;
}

export function customDomainSettings(e: {
  PUBLIC_ORIGIN?: string;
  SITES_CNAME_TARGET?: string;
  SITES_IPV4?: string;
  SITES_IPV6?: string;
  DNS_SERVERS?: string;
}): CustomDomainSettings {
  const platformHost = e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).hostname : undefined;
  return {
    platformHost,
    cnameTarget: e.SITES_CNAME_TARGET?.toLowerCase().replace(/\.$/, '') ?? platformHost,
    ipv4: addresses('SITES_IPV4', e.SITES_IPV4, isIPv4),
    ipv6: addresses('SITES_IPV6', e.SITES_IPV6, isIPv6),
    dnsServers: listOf(e.DNS_SERVERS),
  };
}
