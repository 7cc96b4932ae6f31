import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the balancer and the CDN in front keep theirs and
 * than clients' own idle timers, so nobody sends a request on a connection the server is just closing (which they
 * see as "socket hang up" or a 502). Node's default is 5 s.
 */
export const IDLE_CONNECTION_SECONDS = 65;

/** Keeps idle connections open IDLE_CONNECTION_SECONDS; the time allowed for a request's headers stays above it, as Node needs. */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_SECONDS * 1000;
  server.headersTimeout = (IDLE_CONNECTION_SECONDS + 1) * 1000;
}
