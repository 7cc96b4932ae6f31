import { API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

const M = API_MESSAGES.site;
const GALLERY = '/api/dashboard/visible/gallery';

describe('pictures people can describe: caption and altText on every picture', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const list = async (path: string) => (await agent.get(path).expect(200)).body.info;
  const preview = async () => (await agent.get('/api/dashboard/template/preview-content').expect(200)).body.info;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  describe('gallery', () => {
    it('names a picture sent without a caption from its file name, and keeps a caption given', async () => {
      await agent.post(GALLERY).attach('galleryImage', await pngImage(), 'sports-day-2026.png').expect(201);
      await agent.post(GALLERY).field('caption', 'Prize giving').field('altText', 'The head girl holds the cup').attach('galleryImage', await pngImage(), 'IMG_0001.png').expect(201);
      const [first, second] = await list(GALLERY);
      expect(first).toMatchObject({ caption: 'Sports day 2026' });
      expect(first).not.toHaveProperty('altText');
      expect(second).toMatchObject({ caption: 'Prize giving', altText: 'The head girl holds the cup' });
      expect((await preview()).gallery[1]).toEqual({ id: second.id, url: second.url, caption: 'Prize giving', altText: 'The head girl holds the cup' });
    });

    it('changes the caption and alt text by PATCH <path>/<id>, keeping the picture', async () => {
      const [first] = await list(GALLERY);
      const edited = await agent.patch(`${GALLERY}/${first.id}`).send({ caption: 'Sports day', altText: 'Children run the relay' }).expect(200);
      expect(edited.body.info[0]).toEqual({ ...first, caption: 'Sports day', altText: 'Children run the relay' });
    });

    it.each([
      ['caption', 301, M.captionTooLong],
      ['altText', 301, M.altTextTooLong],
    ])('refuses a %s of %i characters with a clear message and changes nothing', async (field, length, message) => {
      const before = await list(GALLERY);
      const refused = await agent.patch(`${GALLERY}/${before[0].id}`).send({ [field]: 'x'.repeat(length) }).expect(400);
      expect(refused.body).toEqual({ success: false, message });
      expect(await list(GALLERY)).toEqual(before);
    });

    it('keeps a deleted picture with its caption in Recently deleted', async () => {
      const [first] = await list(GALLERY);
      await agent.delete(`${GALLERY}/0`).expect(200);
      const [deleted] = (await agent.get('/api/dashboard/trash').expect(200)).body.info;
      expect(deleted).toMatchObject({ list: 'gallery', item: { id: first.id, url: first.url, caption: 'Sports day', altText: 'Children run the relay' } });
    });
  });

  it.each([
    ['slider', '/api/dashboard/visible/slider', { sliderQuote: 'Welcome back' }, 'sliderImage'],
    ['overview', '/api/dashboard/home/overview', { overviewContent: 'Our school' }, 'overviewImage'],
    ['activities', '/api/dashboard/visible/activitie', { activitieTitle: 'Debate', activitieContent: 'Every week' }, 'activitieImage'],
    ['faculty', '/api/dashboard/our-members/member', { memberType: 'faculty', fullName: 'Asha Rao' }, 'memberImage'],
    ['notice', '/api/dashboard/notice-course/notice', { noticeTitle: 'Holiday on Friday' }, 'noticeFile'],
  ])('%s items take a caption and alt text when added and by PATCH', async (list_, path, fields, fileField) => {
    let request = agent.post(path).field('caption', 'First caption').field('altText', 'First description');
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    const added = await request.attach(fileField, await pngImage(), 'p.png').expect(201);
    const items = (added.body.info.facultyMember ?? added.body.info) as { id: string; caption?: string; altText?: string }[];
    const item = items[items.length - 1];
    expect(item).toMatchObject({ caption: 'First caption', altText: 'First description' });
    const itemPath = list_ === 'faculty' ? '/api/dashboard/our-members/faculty' : path;
    await agent.patch(`${itemPath}/${item.id}`).send({ altText: 'Better description' }).expect(200);
    const content = await preview();
    const stored = (content[{ slider: 'slider', overview: 'overview', activities: 'activities', faculty: 'facultyMember', notice: 'notice' }[list_] as string] as typeof items).find((entry) => entry.id === item.id);
    expect(stored).toMatchObject({ caption: 'First caption', altText: 'Better description' });
  });

  describe('single pictures (POST /api/dashboard/home/orginfo)', () => {
    it('keeps the welcome picture\'s and the logo\'s caption and alt text, reads them back, and keeps them with a new picture', async () => {
      await agent
        .post('/api/dashboard/home/orginfo')
        .field('organizationImageAltText', 'Pupils in front of the main building')
        .field('organizationImageCaption', 'Our campus')
        .field('organizationLogoAltText', 'Hill School crest')
        .attach('organizationImage', await pngImage(), 'hero.png')
        .attach('organizationLogo', await pngImage(), 'logo.png')
        .expect(200);
      const saved = (await agent.get('/api/dashboard/home/orginfo').expect(200)).body.info;
      expect(saved).toMatchObject({
        organizationImageAltText: 'Pupils in front of the main building',
        organizationImageCaption: 'Our campus',
        organizationLogoAltText: 'Hill School crest',
        organizationLogoCaption: '',
      });
      await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', await pngImage(), 'hero2.png').expect(200);
      const content = await preview();
      expect(content.welcomeMessage.imageUrl).toMatchObject({ altText: 'Pupils in front of the main building', caption: 'Our campus' });
      expect(content.organizationLogo).toMatchObject({ altText: 'Hill School crest' });
    });

    it('changes or clears the texts alone, and refuses one too long, changing nothing', async () => {
      await agent.post('/api/dashboard/home/orginfo').send({ organizationImageCaption: '', organizationImageAltText: 'The main building' }).expect(200);
      expect((await preview()).welcomeMessage.imageUrl).toEqual({ url: expect.any(String), altText: 'The main building' });
      const refused = await agent.post('/api/dashboard/home/orginfo').send({ organizationLogoAltText: 'x'.repeat(301) }).expect(400);
      expect(refused.body).toEqual({ success: false, message: M.altTextTooLong });
      expect((await preview()).organizationLogo).toMatchObject({ altText: 'Hill School crest' });
    });
  });
});
