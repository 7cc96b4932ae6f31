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
