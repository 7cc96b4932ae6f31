import { BlockList } from 'node:net';

/** Cloudflare's published proxy ranges (cloudflare.com/ips): a name that resolves here is behind its orange cloud. */
const CLOUDFLARE_V4 = [
  '173.245.48.0/20', '103.21.244.0/22', '103.22.200.0/22', '103.31.4.0/22', '141.101.64.0/18', '108.162.192.0/18', '190.93.240.0/20',
  '188.114.96.0/20', '197.234.240.0/22', '198.41.128.0/17', '162.158.0.0/15', '104.16.0.0/13', '104.24.0.0/14', '172.64.0.0/13', '131.0.72.0/22',
];
const CLOUDFLARE_V6 = ['2400:cb00::/32', '2606:4700::/32', '2803:f800::/32', '2405:b500::/32', '2405:8100::/32', '2a06:98c0::/29', '2c0f:f248::/32'];

const cloudflare = new BlockList();
for (const range of CLOUDFLARE_V4) cloudflare.addSubnet(range.split('/')[0], Number(range.split('/')[1]), 'ipv4');
for (const range of CLOUDFLARE_V6) cloudflare.addSubnet(range.split('/')[0], Number(range.split('/')[1]), 'ipv6');

/** True when `address` belongs to a proxy (Cloudflare's) rather than to the server a name points at. */
export function isProxyAddress(address: string): boolean {
  return cloudflare.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}
