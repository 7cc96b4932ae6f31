import { readPlatformConfig } from './platform-config';

describe('custom domain settings', () => {
  it('reads the addresses, the CNAME target and the DNS servers', () => {
    const config = readPlatformConfig({
      PUBLIC_ORIGIN: 'https://schoolpage.example',
      SITES_IPV4: '203.0.113.10, 203.0.113.11',
      SITES_IPV6: '2001:db8::10',
      DNS_SERVERS: '127.0.0.1:5353',
    });
    expect(config.customDomains).toEqual({
      platformHost: 'schoolpage.example',
      cnameTarget: 'schoolpage.example',
      ipv4: ['203.0.113.10', '203.0.113.11'],
      ipv6: ['2001:db8::10'],
      dnsServers: ['127.0.0.1:5353'],
    });
    expect(readPlatformConfig({ SITES_CNAME_TARGET: 'Sites.SchoolPage.example.' }).customDomains.cnameTarget).toBe('sites.schoolpage.example');
  });

  it('refuses an address that is not one, naming it', () => {
    expect(() => readPlatformConfig({ SITES_IPV4: '203.0.113.10,2001:db8::1' })).toThrow('SITES_IPV4: 2001:db8::1 is not an address.');
  });
});
