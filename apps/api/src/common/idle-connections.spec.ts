import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDLE_CONNECTION_SECONDS, keepIdleConnections } from './idle-connections';

describe('idle connections', () => {
  let server: Server;

  afterEach(() => new Promise<void>((done) => server.close(() => done())));

  it('tells clients the server keeps an idle connection longer than a balancer or a client would', async () => {
    server = createServer((_request, response) => response.end('ok'));
    keepIdleConnections(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await response.text();
    expect(response.headers.get('keep-alive')).toBe(`timeout=${IDLE_CONNECTION_SECONDS}`);
    expect(IDLE_CONNECTION_SECONDS).toBeGreaterThan(60);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
