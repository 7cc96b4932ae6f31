import { isIP } from 'node:net';

/** Names Express understands for whole address ranges (127.0.0.0/8 and ::1, 169.254.0.0/16…, private ranges). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the comma-separated addresses or CIDR ranges of the proxies in front of the platform,
 * whose X-Forwarded-For is believed. Empty (the default) believes no one: the client is the peer address.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) {
    throw new Error(`TRUSTED_PROXIES: "${wrong.join('", "')}" is not an IP address or CIDR range (e.g. 10.0.0.1, 10.0.0.0/8, ::1, loopback).`);
  }
  return entries;
}
