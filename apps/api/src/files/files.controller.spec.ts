import { API_MESSAGES } from '@schoolpage/content-contract';
import contentDisposition from 'content-disposition';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { isFileKey } from './file-key';
import { signedInAdmin } from '../testing/admin-fixture';
import { binaryBody } from '../testing/binary-body';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { fakeImage, jpegWithLocation, pdfFile, pixelBomb, pngImage } from '../testing/upload-fixtures';


describe('uploads and GET /api/files/:key', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  // The stored files themselves (a picture's variants, made in the background, are kept beside it).
  const storedFiles = () => readdirSync(join(platform.dataDir, 'files')).filter(isFileKey);

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('re-encodes images without their metadata and serves them with their type and a long cache', async () => {
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await jpegWithLocation(), 'photo.png').expect(201);
    const url: string = added.body.info[0].url;
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.jpg$/);
    const served = await platform.agent().get(url).buffer(true).parse(binaryBody).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });

  it('serves PDFs as downloads named after their titles', async () => {
    const added = await agent.post('/api/dashboard/academics/application-form').field('formTitle', 'Admission Form 2027-28').attach('applicationForm', pdfFile(), 'b7cf1afe.pdf').expect(201);
    const form = added.body.info.find((item: { title: string }) => item.title === 'Admission Form 2027-28');
    const served = await platform.agent().get(form.fileUrl.url).buffer(true).parse(binaryBody).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment; filename="Admission Form 2027-28.pdf"');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect((served.body as Buffer).equals(pdfFile())).toBe(true);
  });

  it('names a notice after its title, Unicode-safe, and follows a changed title', async () => {
    const added = await agent.post('/api/dashboard/notice-course/notice').field('noticeTitle', 'Café day – प्रवेश').attach('noticeFile', pdfFile(), 'scan.pdf').expect(201);
    const notice = added.body.info.find((item: { title: string }) => item.title === 'Café day – प्रवेश');
    const url: string = notice.fileUrl.url;
    const disposition = (await platform.agent().get(url).expect(200)).headers['content-disposition'];
    expect(disposition).toMatch(/^attachment; filename="Cafe day - [\x20-\x7e]+\.pdf"; filename\*=UTF-8''Caf%C3%A9%20day%20%E2%80%93%20%E0%A4%AA/);
    expect(contentDisposition.parse(disposition).parameters.filename).toBe('Café day – प्रवेश.pdf');

    await agent.patch(`/api/dashboard/notice-course/notice/${notice.id}`).send({ noticeTitle: 'Sports day' }).expect(200);
    expect((await platform.agent().get(url).expect(200)).headers['content-disposition']).toBe('attachment; filename="Sports day.pdf"');
  });

  it('refuses a file that is not what it claims, and stores nothing', async () => {
    const before = storedFiles().length;
    const fake = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', fakeImage(), { filename: 'cat.png', contentType: 'image/png' }).expect(415);
    expect(fake.body).toEqual({ success: false, message: API_MESSAGES.files.notImage });
    const pngAsForm = await agent.post('/api/dashboard/academics/application-form').field('formTitle', 'X').attach('applicationForm', await pngImage(), 'form.pdf').expect(415);
    expect(pngAsForm.body).toEqual({ success: false, message: API_MESSAGES.files.notPdf });
    const pdfAsImage = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', pdfFile(), 'x.png').expect(415);
    expect(pdfAsImage.body.message).toBe(API_MESSAGES.files.notImage);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses SVG images', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', svg, 'x.svg').expect(415);
  });

  it('refuses oversize files', async () => {
    const huge = Buffer.alloc(9 * 1024 * 1024, 1);
    const response = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', huge, 'big.png').expect(413);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.files.tooLarge });
  });

  it('refuses images with too many pixels', async () => {
    const response = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', pixelBomb(), 'bomb.png').expect(413);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.files.imageTooBig });
  });

  it('refuses files in fields the form does not have', async () => {
    const response = await agent.post('/api/dashboard/visible/gallery').attach('somethingElse', await pngImage(), 'x.png').expect(400);
    expect(response.body).toEqual({ success: false, message: 'Unknown file field "somethingElse" in the request.' });
  });

  it('keeps the file of a deleted item while the item is in Recently deleted (removed when it is purged)', async () => {
    const added = await agent.post('/api/dashboard/visible/slider').field('sliderQuote', 'Hi').attach('sliderImage', await pngImage(), 's.png').expect(201);
    const url: string = added.body.info[0].imageUrl.url;
    await platform.agent().get(url).expect(200);
    await agent.delete('/api/dashboard/visible/slider/0').expect(200);
    await platform.agent().get(url).expect(200);
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '..', 'schoolpage.db', `${'a'.repeat(32)}.exe`, `${'A'.repeat(32)}.png`, '%2e%2e%2fjwt-secret'])('refuses the key %s', async (key) => {
    const response = await platform.agent().get(`/api/files/${key}`);
    expect([400, 404]).toContain(response.status);
    expect(response.body.success).toBe(false);
  });

  it('answers 404 for a well-formed key that stores nothing', async () => {
    const response = await platform.agent().get(`/api/files/${'f'.repeat(32)}.png`).expect(404);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.files.notFound });
  });
});
