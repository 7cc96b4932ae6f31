import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { arrivalTimes, openLoop } from './open-loop';

describe('arrivalTimes', () => {
  it('spreads even arrivals one every 1/rate s', () => {
    const times = arrivalTimes(100, 1, 'even');
    expect(times).toHaveLength(100);
    expect(times[1] - times[0]).toBeCloseTo(10);
    expect(times[99]).toBeCloseTo(990);
  });

  it('gives Poisson arrivals at the rate on average, the same for the same seed', () => {
    const times = arrivalTimes(1000, 10, 'poisson', 7);
    expect(times.length).toBeGreaterThan(9500);
    expect(times.length).toBeLessThan(10500);
    expect(arrivalTimes(1000, 10, 'poisson', 7)).toEqual(times);
    expect(arrivalTimes(1000, 10, 'poisson', 8)).not.toEqual(times);
  });
});

describe('openLoop', () => {
  let server: Server;
  let port: number;
  let stallAt: number | undefined;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (stallAt !== undefined && asked.length === stallAt) {
        // The process stops for 200 ms (a collection, a long task): the client shares it, and sends late meanwhile.
        const until = performance.now() + 200;
        while (performance.now() < until);
      }
      const body = request.url === '/missing' ? '{"success":false}' : '{"success":true}';
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'content-length': body.length });
      response.end(body);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  beforeEach(() => {
    asked.length = 0;
    stallAt = undefined;
  });

  it('asks every path in turn at the rate, on a few kept connections', async () => {
    const figures = await openLoop({ port, paths: ['/a', '/b', '/missing'], rate: 200, seconds: 0.5, arrivals: 'even' });
    expect(figures.sent).toBe(100);
    expect(asked.filter((path) => path === '/a')).toHaveLength(34);
    expect(asked.filter((path) => path === '/b')).toHaveLength(33);
    expect(figures.non2xx).toBe(33);
    // Connections are kept and used again (a busy machine may need a few more).
    expect(figures.sockets).toBeLessThan(figures.sent / 2);
  });

  it('counts a request from when it was due, so a stall delays every request due meanwhile (no coordinated omission)', async () => {
    stallAt = 40;
    const figures = await openLoop({ port, paths: ['/a'], rate: 200, seconds: 1, arrivals: 'even' });
    // 200 ms of 1 s: about 40 requests were due during the stall, a fifth of them, answered up to 200 ms late.
    expect(figures.p99Ms).toBeGreaterThan(100);
    expect(figures.sendLagMs.max).toBeGreaterThan(100);
    // Most requests were not due during the stall.
    expect(figures.p50Ms).toBeLessThan(100);
  });
});
