import { API_MESSAGES, PICTURE_WIDTHS } from '@schoolpage/content-contract';
import sharp from 'sharp';
import { signedInAdmin } from '../testing/admin-fixture';
import { binaryBody } from '../testing/binary-body';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile } from '../testing/upload-fixtures';


/** GET /api/files/:key?w=<width>: a stored picture in a smaller width, so phones download small pictures. */
describe('pictures in the offered widths', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  let pictureUrl: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
    const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', photo, 'photo.jpg').expect(201);
    pictureUrl = added.body.info[0].url;
  });
  afterAll(() => platform.close());

  it('answers a WebP of the asked width, smaller than the original, cached for a year', async () => {
    const original = await platform.agent().get(pictureUrl).buffer(true).parse(binaryBody).expect(200);
    const small = await platform.agent().get(`${pictureUrl}?w=320`).buffer(true).parse(binaryBody).expect(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height, format } = await sharp(small.body as Buffer).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 206, format: 'webp' });
    expect((small.body as Buffer).length).toBeLessThan((original.body as Buffer).length);
  });

  it('never enlarges a picture', async () => {
    const large = await platform.agent().get(`${pictureUrl}?w=${PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]}`).buffer(true).parse(binaryBody).expect(200);
    expect((await sharp(large.body as Buffer).metadata()).width).toBe(1400);
  });

  it.each(['641', '0', '-320', '320px', '1e3', ''])('refuses the width %j with a clear message', async (width) => {
    const refused = await platform.agent().get(`${pictureUrl}?w=${width}`).expect(400);
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.files.pictureWidth(PICTURE_WIDTHS) });
  });

  it('does not resize a PDF, and knows no missing file', async () => {
    const form = await agent.post('/api/dashboard/academics/application-form').field('formTitle', 'Admission').attach('applicationForm', pdfFile(), 'form.pdf').expect(201);
    const pdfUrl: string = form.body.info[0].fileUrl.url;
    expect((await platform.agent().get(`${pdfUrl}?w=320`).expect(400)).body.message).toBe(API_MESSAGES.files.notResizable);
    await platform.agent().get('/api/files/0123456789abcdef0123456789abcdef.jpg?w=320').expect(404);
  });
});
