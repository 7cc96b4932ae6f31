import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeOnReplicaSet } from '../testing/persistence-legs';
import { migrateMongoPlatform } from '../platform-migrations';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** A replica of the platform on a real replica set is ready for the balancer within 5 s of starting (issue #49, finding 1). */
describeOnReplicaSet('GET /api/health/ready', () => {
  let platform: TestPlatform;
  beforeAll(() => migrateMongoPlatform(process.env.MONGODB_URI as string));
  afterAll(() => platform?.close());

  it('answers 200 within 5 s of start', async () => {
    platform = await startTestPlatform({ MONGODB_URI: process.env.MONGODB_URI as string, JWT_SECRET: randomBytes(32).toString('base64') });
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 5000) {
      status = (await platform.agent().get('/api/health/ready')).status;
      if (status === 200) break;
      await sleep(100);
    }
    expect(status).toBe(200);
  });
});
