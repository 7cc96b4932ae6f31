import { READINESS_CHECKS, type ReadinessCheck } from '../common/readiness-check';
import { ChangeFeed } from '../sites/change-feed/change-feed';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('GET /api/health', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('names the embedded adapters and says they answer', async () => {
    const response = await platform.agent().get('/api/health').expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'All storage ports answer.',
      info: {
        persistence: { adapter: 'sqlite', ok: true },
        files: { adapter: 'local', ok: true },
        mail: { adapter: 'outbox', ok: true },
      },
    });
  });
});

describe('GET /api/health with a storage port down', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ MINIO_ENDPOINT: '127.0.0.1', MINIO_PORT: '1', MINIO_ACCESS_KEY: 'x', MINIO_SECRET_KEY: 'y' });
  });
  afterAll(() => platform.close());

  it('answers 503 and names the port that does not answer', async () => {
    const response = await platform.agent().get('/api/health').expect(503);
    expect(response.body).toEqual({
      success: false,
      message: 'A storage port does not answer.',
      info: {
        persistence: { adapter: 'sqlite', ok: true },
        files: { adapter: 'minio', ok: false },
        mail: { adapter: 'outbox', ok: true },
      },
    });
  });
});

/** Waits until the new instance has read its search index and the change feed. */
async function untilCaughtUp(platform: TestPlatform): Promise<void> {
  for (let i = 0; i < 100 && !(await platform.app.get(ChangeFeed).caughtUp()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('GET /api/health/live and /api/health/ready, for load balancers', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // A tiny auth budget: health routes are never counted against it.
    platform = await startTestPlatform({ AUTH_RATE_LIMIT: '2' });
    await untilCaughtUp(platform);
  });
  afterAll(() => platform.close());

  it('answers live while the process runs', async () => {
    const response = await platform.agent().get('/api/health/live').expect(200);
    expect(response.body).toEqual({ success: true, message: 'The platform is running.' });
  });

  it('answers ready once the stores answer and the search index is whole, without a session and as often as asked', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await platform.agent().get('/api/health/ready').expect(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Ready for visitors.',
        info: {
          persistence: { adapter: 'sqlite', ok: true },
          files: { adapter: 'local', ok: true },
          mail: { adapter: 'outbox', ok: true },
          checks: { searchIndex: true, changeFeed: true },
        },
      });
    }
    await platform.agent().get('/api/health/live').expect(200);
  });

  it('answers 503 while a readiness check is not ready, and names it', async () => {
    const checks = platform.app.get<symbol, ReadinessCheck[]>(READINESS_CHECKS);
    checks.push({ name: 'behind', isReady: () => false });
    try {
      const response = await platform.agent().get('/api/health/ready').expect(503);
      expect(response.body).toMatchObject({ success: false, message: 'Not ready for visitors.', info: { checks: { searchIndex: true, changeFeed: true, behind: false } } });
      // Liveness is the process alone.
      await platform.agent().get('/api/health/live').expect(200);
    } finally {
      checks.pop();
    }
  });
});

describe('GET /api/health/ready with the file store down', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ MINIO_ENDPOINT: '127.0.0.1', MINIO_PORT: '1', MINIO_ACCESS_KEY: 'x', MINIO_SECRET_KEY: 'y' });
  });
  afterAll(() => platform.close());

  it('answers 503, so the balancer sends no visitors here', async () => {
    const response = await platform.agent().get('/api/health/ready').expect(503);
    expect(response.body.info.files).toEqual({ adapter: 'minio', ok: false });
  });
});

describe('GET /api/health/ready with the mail server down', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ SMTP_URL: 'smtp://127.0.0.1:1' });
    await untilCaughtUp(platform);
  });
  afterAll(() => platform.close());

  it('stays ready and reports the mail outage, while GET /api/health keeps answering 503', async () => {
    const ready = await platform.agent().get('/api/health/ready').expect(200);
    expect(ready.body.info.mail).toEqual({ adapter: 'smtp', ok: false });
    await platform.agent().get('/api/health').expect(503);
  });
});
