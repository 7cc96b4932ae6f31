import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * The address a request comes from, as rate limits count it: the peer address, or the forwarded one
 * when the peer is a proxy named in TRUSTED_PROXIES (Express's `req.ip`). IPv6 addresses count per /64,
 * the block one client usually holds, so hopping between its addresses gains nothing.
 */
export function clientAddress(request: Pick<Request, 'ip' | 'socket'>): string {
  return normalizeIp(request.ip ?? request.socket?.remoteAddress ?? 'unknown');
}
