import { emptySiteContent } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PersistenceAdapter } from '../../storage/persistence/persistence-adapter';
import { describeOnReplicaSet, openReplicaSet } from '../../testing/persistence-legs';
import { SiteChanges } from '../site-changes';
import type { ChangeFeed } from './change-feed';
import { openChangeFeed } from './open-change-feed';

/**
 * The change feed on a real replica set (issue #49): open without any site change, every change announced, a change
 * made while the stream was being reopened announced too. Its wiring to the driver is also checked without a server
 * (mongo-change-feed.spec.ts).
 */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  for (const start = Date.now(); !(await check()); await sleep(25)) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
  }
}

describeOnReplicaSet('the change feed', () => {
  let adapter: PersistenceAdapter;
  let feed: ChangeFeed & { onApplicationShutdown(): void };
  const heard: string[] = [];

  beforeAll(async () => {
    adapter = await openReplicaSet();
    const changes = new SiteChanges();
    changes.onChange((organizationId, origin) => origin === 'feed' && heard.push(organizationId));
    feed = openChangeFeed(adapter, changes) as typeof feed;
  });
  afterAll(async () => {
    feed?.onApplicationShutdown();
    await adapter?.close();
  });

  const newSite = async () => {
    const organizationId = randomBytes(12).toString('hex');
    await adapter.sites.create({ organizationId, isPublish: false, templateName: 'run', content: emptySiteContent('Feed School') });
    return organizationId;
  };

  it('is caught up within 5 s of opening, though no site changes', async () => {
    await until(() => feed.caughtUp(), 5000);
  });

  it('announces a saved site and a claimed address', async () => {
    const site = await newSite();
    await until(() => heard.includes(site), 5000);
    const addressed = randomBytes(12).toString('hex');
    await adapter.siteAddresses.claim(addressed, `feed-${randomBytes(4).toString('hex')}`);
    await until(() => heard.includes(addressed), 5000);
  });

  it('announces a change made while its stream was being reopened', async () => {
    const stream = (feed as unknown as { stream?: { close(): Promise<void> } }).stream;
    expect(stream).toBeDefined();
    await stream?.close();
    const site = await newSite();
    await until(() => heard.includes(site), 10_000);
    await until(() => feed.caughtUp(), 5000);
  });
});
