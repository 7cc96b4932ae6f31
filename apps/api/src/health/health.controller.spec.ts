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
