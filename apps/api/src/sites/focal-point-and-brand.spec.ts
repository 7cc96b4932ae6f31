import { API_MESSAGES, BRAND_API_PATH, HEADING_FONTS } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

const M = API_MESSAGES.site;

describe('focal points of the hero and slider pictures, and the brand', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const slides = async () => (await agent.get('/api/dashboard/visible/slider').expect(200)).body.info;
  const orgInfo = async () => (await agent.get('/api/dashboard/home/orginfo').expect(200)).body.info;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  describe('slider', () => {
    it('stores the focal point sent with a new slide (multipart JSON text), and none when none is sent', async () => {
      await agent.post('/api/dashboard/visible/slider').field('sliderQuote', 'Sports day').field('focalPoint', '{"x":0.25,"y":0.75}').attach('sliderImage', await pngImage(), 's.png').expect(201);
      await agent.post('/api/dashboard/visible/slider').field('sliderQuote', 'Library').attach('sliderImage', await pngImage(), 's.png').expect(201);
      const [first, second] = await slides();
      expect(first.focalPoint).toEqual({ x: 0.25, y: 0.75 });
      expect(second).not.toHaveProperty('focalPoint');
    });

    it('changes the focal point alone by PATCH (JSON), keeping the picture and quote', async () => {
      const [first] = await slides();
      await agent.patch(`/api/dashboard/visible/slider/${first.id}`).send({ focalPoint: { x: 0.9, y: 0.1 } }).expect(200);
      const [edited] = await slides();
      expect(edited).toEqual({ ...first, focalPoint: { x: 0.9, y: 0.1 } });
    });

    it('drops the old focal point when a new picture comes without one', async () => {
      const [first] = await slides();
      await agent.patch(`/api/dashboard/visible/slider/${first.id}`).attach('sliderImage', await pngImage(), 'n.png').expect(200);
      const [edited] = await slides();
      expect(edited.imageUrl.url).not.toBe(first.imageUrl.url);
      expect(edited).not.toHaveProperty('focalPoint');
    });

    it.each([['{"x":1.5,"y":0.5}'], ['centre'], ['{"x":0.5}']])('refuses the focal point %s with a clear message and changes nothing', async (point) => {
      const before = await slides();
      const refused = await agent.patch(`/api/dashboard/visible/slider/${before[0].id}`).field('focalPoint', point).expect(400);
      expect(refused.body).toEqual({ success: false, message: M.focalPointInvalid });
      expect(await slides()).toEqual(before);
    });
  });

  describe('gallery', () => {
    it('stores a picture\'s focal point with it, and changes it by PATCH', async () => {
      const added = await agent.post('/api/dashboard/visible/gallery').field('focalPoint', '{"x":0.5,"y":0.1}').attach('galleryImage', await pngImage(), 'g.png').expect(201);
      const [picture] = added.body.info;
      expect(picture.focalPoint).toEqual({ x: 0.5, y: 0.1 });
      const edited = await agent.patch(`/api/dashboard/visible/gallery/${picture.id}`).send({ focalPoint: { x: 0.4, y: 0.2 } }).expect(200);
      expect(edited.body.info[0]).toEqual({ ...picture, focalPoint: { x: 0.4, y: 0.2 } });
    });
  });

    describe('hero (welcome) picture', () => {
    it('stores the focal point with the welcome picture, alone or with other fields, and reads it back', async () => {
      await agent.post('/api/dashboard/home/orginfo').field('welcomeMessage', 'Welcome').field('focalPoint', '{"x":0.3,"y":0.2}').attach('organizationImage', await pngImage(), 'h.png').expect(200);
      expect((await orgInfo()).focalPoint).toEqual({ x: 0.3, y: 0.2 });
      await agent.post('/api/dashboard/home/orginfo').send({ focalPoint: { x: 0.6, y: 0.4 } }).expect(200);
      const saved = await orgInfo();
      expect(saved).toMatchObject({ welcomeMessage: 'Welcome', focalPoint: { x: 0.6, y: 0.4 } });
    });

    it('drops it when a new welcome picture comes without one, and refuses a bad one', async () => {
      await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', await pngImage(), 'h.png').expect(200);
      expect(await orgInfo()).not.toHaveProperty('focalPoint');
      const refused = await agent.post('/api/dashboard/home/orginfo').send({ focalPoint: { x: -1, y: 0 } }).expect(400);
      expect(refused.body).toEqual({ success: false, message: M.focalPointInvalid });
    });
  });

  describe(`brand (${BRAND_API_PATH})`, () => {
    it('has none until the school chooses, then stores the colour as #rrggbb with the typeface', async () => {
      expect((await agent.get(BRAND_API_PATH).expect(200)).body).toEqual({ success: true, historyKey: 'section:brand', info: null });
      const saved = await agent.post(BRAND_API_PATH).send({ color: '#FD0', headingFont: 'merriweather' }).expect(200);
      expect(saved.body).toEqual({ success: true, historyKey: 'section:brand', message: M.brandSaved, info: { color: '#ffdd00', headingFont: 'merriweather' } });
      expect((await agent.get(BRAND_API_PATH)).body.info).toEqual({ color: '#ffdd00', headingFont: 'merriweather' });
    });

    it.each([
      [{ color: 'red', headingFont: 'lora' }, M.brandColorInvalid],
      [{ color: '#12345', headingFont: 'lora' }, M.brandColorInvalid],
      [{ color: '#123456', headingFont: 'comic-sans' }, M.headingFontInvalid],
      [{ headingFont: 'lora' }, M.brandColorInvalid],
    ])('refuses %j with a clear message and changes nothing', async (body, message) => {
      const refused = await agent.post(BRAND_API_PATH).send(body).expect(400);
      expect(refused.body).toEqual({ success: false, message });
      expect((await agent.get(BRAND_API_PATH)).body.info).toEqual({ color: '#ffdd00', headingFont: 'merriweather' });
    });

    it('offers every typeface of the list', async () => {
      for (const font of HEADING_FONTS) await agent.post(BRAND_API_PATH).send({ color: '#0f766e', headingFont: font.id }).expect(200);
    });

    it('needs a session', async () => {
      await platform.agent().get(BRAND_API_PATH).expect(401);
      await platform.agent().post(BRAND_API_PATH).send({ color: '#000000', headingFont: 'lora' }).expect(401);
    });
  });
});
