import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SiteChanges } from '../sites/site-changes';
import { CdnPurgeService, PURGE_AFTER_MS } from './cdn-purge.service';

interface Received {
  method?: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in CDN: records every request and answers with the next status given (200 once they run out). */
async function standInCdn(statuses: number[]): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    received.push({ method: request.method, headers: request.headers });
    response.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/purge`, received, close: () => new Promise((closed) => server.close(() => closed())) };
}

describe('CdnPurgeService', () => {
  const organizationId = '65f0c0ffee0000000000abcd';

  it('sends one PURGE naming the school for a change made here, and tries again after a 503', async () => {
    const cdn = await standInCdn([503]);
    const changes = new SiteChanges();
    const purges = new CdnPurgeService({ cdnPurgeUrl: cdn.url }, changes);
    try {
      changes.changed(organizationId);
      await purges.settled();
      expect(cdn.received).toEqual([
        { method: 'PURGE', headers: expect.objectContaining({ 'xkey-purge': `site-${organizationId}` }) },
        { method: 'PURGE', headers: expect.objectContaining({ 'xkey-purge': `site-${organizationId}` }) },
      ]);
    } finally {
      await cdn.close();
    }
  });

  it('purges only once the other instances have had time to apply the change from the feed', async () => {
    const cdn = await standInCdn([]);
    const changes = new SiteChanges();
    const purges = new CdnPurgeService({ cdnPurgeUrl: cdn.url }, changes);
    try {
      const changedAt = Date.now();
      changes.changed(organizationId);
      await new Promise((r) => setTimeout(r, PURGE_AFTER_MS / 2));
      expect(cdn.received).toEqual([]);
      await purges.settled();
      expect(cdn.received).toHaveLength(1);
      expect(Date.now() - changedAt).toBeGreaterThanOrEqual(PURGE_AFTER_MS);
    } finally {
      await cdn.close();
    }
  });

  it('leaves a change read from the change feed to the instance that made it', async () => {
    const cdn = await standInCdn([]);
    const changes = new SiteChanges();
    const purges = new CdnPurgeService({ cdnPurgeUrl: cdn.url }, changes);
    try {
      changes.changed(organizationId, 'feed');
      await purges.settled();
      expect(cdn.received).toEqual([]);
      changes.changed(organizationId);
      await purges.settled();
      expect(cdn.received).toHaveLength(1);
    } finally {
      await cdn.close();
    }
  });
});
