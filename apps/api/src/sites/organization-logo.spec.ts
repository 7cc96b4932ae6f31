import sharp from 'sharp';
import { verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { fakeImage } from '../testing/upload-fixtures';

/** The organisation logo brings its favicon and apple-touch-icon, and takes them along when replaced. */
describe('organisation logo icons', () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof verifiedAdmin>>;
  let organizationId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    school = await verifiedAdmin(platform, { userId: 'logo-icons', email: 'logo@icons.edu', organizationName: 'Icon School' });
    await school.post('/api/dashboard/profile/publish-web').expect(200);
    organizationId = (await school.get('/api/dashboard/profile/info')).body.info._id;
  });
  afterAll(() => platform.close());

  const logoOf = async () => (await platform.agent().get(`/api/web/all-content?organizationId=${organizationId}`).expect(200)).body.info.organizationLogo;
  const download = async (url: string) => (await platform.agent().get(url).buffer(true).expect(200)).body as Buffer;
  const status = async (url: string) => (await platform.agent().get(url)).status;

  function logo(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 60, b: 160 } } }).jpeg().toBuffer();
  }

  it('stores a 32×32 PNG favicon and a 180×180 PNG apple-touch-icon beside an uploaded logo', async () => {
    await school.post('/api/dashboard/home/orginfo').attach('organizationLogo', await logo(300, 120), 'logo.jpg').expect(200);
    const stored = await logoOf();
    expect(stored).toEqual({
      url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.jpg$/),
      favicon: { url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.png$/) },
      appleTouchIcon: { url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\.png$/) },
    });
    const favicon = await sharp(await download(stored.favicon.url)).metadata();
    const touch = await sharp(await download(stored.appleTouchIcon.url)).metadata();
    expect([favicon.format, favicon.width, favicon.height]).toEqual(['png', 32, 32]);
    expect([touch.format, touch.width, touch.height]).toEqual(['png', 180, 180]);
  });

  it('replaces the logo and its icons, keeping the old ones while a kept version points at them (history/)', async () => {
    await school.post('/api/dashboard/home/orginfo').attach('organizationLogo', await logo(64, 64), 'first.jpg').expect(200);
    const before = await logoOf();
    await school.post('/api/dashboard/home/orginfo').attach('organizationLogo', await logo(80, 40), 'second.jpg').expect(200);
    const after = await logoOf();
    expect([after.url, after.favicon.url, after.appleTouchIcon.url]).not.toContain(before.url);
    for (const url of [before.url, before.favicon.url, before.appleTouchIcon.url]) expect(await status(url)).toBe(200);
    for (const url of [after.url, after.favicon.url, after.appleTouchIcon.url]) expect(await status(url)).toBe(200);
  });

  it('keeps the logo and its icons when only the name changes', async () => {
    const before = await logoOf();
    await school.post('/api/dashboard/home/orginfo').field('organizationName', 'Icon School Renamed').expect(200);
    expect(await logoOf()).toEqual(before);
  });

  it('refuses a logo that is not a picture and changes nothing', async () => {
    const before = await logoOf();
    const refused = await school.post('/api/dashboard/home/orginfo').attach('organizationLogo', fakeImage(), 'logo.png');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.success).toBe(false);
    expect(await logoOf()).toEqual(before);
  });
});
