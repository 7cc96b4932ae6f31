import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

/** The single-value forms read back what is saved, so they open filled in. */
describe('saved form values', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('reads back the organisation info and the text logo', async () => {
    const agent = await signedInAdmin(platform);
    expect((await agent.get('/api/dashboard/home/text-logo').expect(200)).body.info).toEqual({ startLogo: '', endLogo: '' });
    await agent
      .post('/api/dashboard/home/orginfo')
      .field('organizationName', 'Hill School')
      .field('welcomeMessage', 'Welcome!')
      .attach('organizationImage', await pngImage(), 'w.png')
      .expect(200);
    await agent.post('/api/dashboard/home/text-logo').send({ startLogo: 'Hill', endLogo: 'School' }).expect(200);
    expect((await agent.get('/api/dashboard/home/orginfo').expect(200)).body.info).toEqual({
      organizationName: 'Hill School',
      welcomeMessage: 'Welcome!',
      organizationImage: expect.stringMatching(/^\/api\/files\//),
      organizationLogo: '',
      organizationImageCaption: '',
      organizationImageAltText: '',
      organizationLogoCaption: '',
      organizationLogoAltText: '',
    });
    expect((await agent.get('/api/dashboard/home/text-logo')).body.info).toEqual({ startLogo: 'Hill', endLogo: 'School' });
    await platform.agent().get('/api/dashboard/home/orginfo').expect(401);
  });
});
