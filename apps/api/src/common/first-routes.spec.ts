import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { SearchAnswersService } from '../search/search-answers.service';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** The headers helmet sets on every API answer (security-headers.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

const securityHeadersOf = (headers: Record<string, string>) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

async function searchesCounted(platform: TestPlatform): Promise<number> {
  return (await platform.agent().get('/api/platform/stats').expect(200)).body.info.searches as number;
}

describe("the visitors' hot reads, answered ahead of Express", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('carry the same security headers as every other API answer, and JSON', async () => {
    const express = await platform.agent().get('/api/platform/stats').expect(200);
    for (const path of ['/api/web/all-content?organizationId=65f0c0ffee0000000000abcd', '/api/search/suggestion?searchValue=maple']) {
      const hot = await platform.agent().get(path);
      expect(securityHeadersOf(hot.headers)).toEqual(securityHeadersOf(express.headers));
      expect(hot.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(hot.headers['x-powered-by']).toBeUndefined();
    }
    expect(express.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('log a read that fails and answer it as the API answers anything unexpected', async () => {
    const failing = jest.spyOn(platform.app.get(SearchAnswersService), 'suggestion').mockRejectedValueOnce(new Error('the index is unreachable'));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const answer = await platform.agent().get('/api/search/suggestion?searchValue=maple').expect(500);
      expect(answer.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /api/search/suggestion?searchValue=maple: the index is unreachable'));
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
    await platform.agent().get('/api/search/suggestion?searchValue=maple').expect(200);
  });

  it('leave every other method and path to Express', async () => {
    const post = await platform.agent().post('/api/web/all-content').send({});
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('count a visitor by its own address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const before = await searchesCounted(platform);
    await platform.agent().get('/api/search/suggestion?searchValue=oak%20valley').set('X-Forwarded-For', '203.0.113.7').expect(200);
    await platform.agent().get('/api/search/suggestion?searchValue=oak%20valley').set('X-Forwarded-For', '198.51.100.9').expect(200);
    expect(await searchesCounted(platform)).toBe(before + 1);
  });
});

describe('behind a trusted proxy', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ TRUSTED_PROXIES: 'loopback' });
  });
  afterAll(() => platform.close());

  it('a suggestion counts each forwarded visitor as Express would', async () => {
    const before = await searchesCounted(platform);
    await platform.agent().get('/api/search/suggestion?searchValue=cedar%20hill').set('X-Forwarded-For', '203.0.113.7').expect(200);
    await platform.agent().get('/api/search/suggestion?searchValue=cedar%20hill').set('X-Forwarded-For', '198.51.100.9').expect(200);
    await platform.agent().get('/api/search/suggestion?searchValue=cedar%20hill').set('X-Forwarded-For', '198.51.100.9').expect(200);
    expect(await searchesCounted(platform)).toBe(before + 2);
  });

  it("counts each visitor a proxy forwards over one kept-alive connection, not the connection's first", async () => {
    const server: Server = platform.app.getHttpServer();
    const { port } = server.address() as AddressInfo;
    const connection = new Agent({ keepAlive: true, maxSockets: 1 });
    const suggest = (visitor: string) =>
      new Promise<boolean>((done, fail) => {
        const asked = request({ port, host: '127.0.0.1', agent: connection, path: '/api/search/suggestion?searchValue=birch%20lane', headers: { 'X-Forwarded-For': visitor } }, (answer) => {
          answer.resume();
          answer.on('end', () => done(asked.reusedSocket));
        });
        asked.on('error', fail).end();
      });
    try {
      const before = await searchesCounted(platform);
      const reused = [];
      for (const visitor of ['203.0.113.20', '203.0.113.20', '198.51.100.21', '203.0.113.20', '2001:db8::1']) reused.push(await suggest(visitor));
      expect(reused).toEqual([false, true, true, true, true]);
      expect(await searchesCounted(platform)).toBe(before + 3);
    } finally {
      connection.destroy();
      await new Promise((closed) => server.close(closed));
    }
  });
});
