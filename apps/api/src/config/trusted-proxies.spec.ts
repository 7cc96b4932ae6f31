import { readPlatformConfig } from './platform-config';
import { parseTrustedProxies } from './trusted-proxies';

describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
    expect(readPlatformConfig({}).trustedProxies).toEqual([]);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and Express range names', () => {
    expect(parseTrustedProxies('10.0.0.1, 10.0.0.0/8,::1 ,fd00::/8,loopback')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    expect(readPlatformConfig({ TRUSTED_PROXIES: '192.168.1.10' }).trustedProxies).toEqual(['192.168.1.10']);
  });

  it.each(['*', 'proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0/8', 'true'])('refuses %s with a clear message', (entry) => {
    expect(() => readPlatformConfig({ TRUSTED_PROXIES: `10.0.0.1,${entry}` })).toThrow(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  });
});
