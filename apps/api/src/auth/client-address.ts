import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyaddr from 'proxy-addr';

/**
 * The address a request comes from, as rate limits count it: the peer address, or the forwarded one
 * when the peer is a proxy named in TRUSTED_PROXIES (Express's `req.ip`). IPv6 addresses count per /64,
 * the block one client usually holds, so hopping between its addresses gains nothing.
 */
export function clientAddress(request: Pick<Request, 'ip' | 'socket'>): string {
  return normalizeIp(request.ip ?? request.socket?.remoteAddress ?? 'unknown');
}

/**
 * The same address for a request Express has not seen (the routes ahead of it, first-routes.ts):
 * `req.ip` worked out as Express does, believing X-Forwarded-For only from `trustedProxies`. It depends
 * only on the connection's peer and the X-Forwarded-For header, so a kept-alive connection works it out
 * again only when that header changes (a proxy forwarding several visitors over one connection).
 */
export function clientAddressReader(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const trusted = proxyaddr.compile([...trustedProxies]);
  const lastOn = new WeakMap<Socket, { forwarded: string | string[] | undefined; address: string }>();
  return (request) => {
    const forwarded = request.headers['x-forwarded-for'];
    const last = lastOn.get(request.socket);
    if (last && last.forwarded === forwarded) return last.address;
    const address = clientAddress({ ip: proxyaddr(request, trusted), socket: request.socket });
    lastOn.set(request.socket, { forwarded, address });
    return address;
  };
}
