import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { latestCode, signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile, pngImage } from '../testing/upload-fixtures';

/** What an admin does before the world sees the site: verify, preview, check phones and pictures, stay within the file limits. */
describe('a site before it is published', () => {
  let platform: TestPlatform;
  let n = 0;
  const admin = (country = 'india') => {
    n += 1;
    return signedInAdmin(platform, { userId: `before${n}`, email: `before${n}@school.edu`, country });
  };
  const storedFiles = () => readdirSync(join(platform.dataDir, 'files'));
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('is published only once the e-mail address is verified', async () => {
    const agent = await admin();
    const refused = await agent.post('/api/dashboard/profile/publish-web').expect(403);
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.profile.publishNeedsVerifiedEmail });
    expect((await agent.get('/api/dashboard/profile/info')).body.info.isPublish).toBe(false);

    await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    await agent.post('/api/dashboard/profile/verify-email').send({ otp: latestCode(platform, `before${n}@school.edu`) }).expect(200);
    expect((await agent.post('/api/dashboard/profile/publish-web').expect(200)).body.message).toBe(API_MESSAGES.profile.published);
    expect((await agent.get('/api/dashboard/profile/info')).body.info.isPublish).toBe(true);
    // Hiding never needs anything.
    await agent.post('/api/dashboard/profile/unpublish-web').expect(200);
  });

  it('keeps contact phones as typed and stores them in E.164 too, read in the account country', async () => {
    const agent = await admin('india');
    const phone = ['+91 80 2345 6789', '080 2345 6789', '123'];
    const saved = await agent.post('/api/dashboard/contact/address').send({ address: '1 Hill Road', phone }).expect(200);
    expect(saved.body.info).toMatchObject({ phone, phoneE164: ['+918023456789', '+918023456789', ''] });
    expect((await agent.get('/api/dashboard/contact/address')).body.info).toMatchObject({ phone, phoneE164: ['+918023456789', '+918023456789', ''] });

    const british = await admin('unitedKingdom');
    await british.post('/api/dashboard/contact/address').send({ phone: ['020 7946 0958'] }).expect(200);
    expect((await british.get('/api/dashboard/contact/address')).body.info).toMatchObject({ phone: ['020 7946 0958'], phoneE164: ['+442079460958'] });
  });

  it("gives the admin's own content, unpublished, for a preview in any template", async () => {
    const agent = await admin();
    await agent.post('/api/dashboard/home/orginfo').field('organizationName', 'Preview Hill School').field('welcomeMessage', 'Hello').expect(200);
    await agent.post('/api/dashboard/about/faq').send({ question: 'Bus?', answer: 'Yes.' }).expect(201);
    const id = (await agent.get('/api/dashboard/profile/info')).body.info._id;
    await platform.agent().get(`/api/web/all-content?organizationId=${id}`).expect((r) => expect(r.body.success).not.toBe(true));

    const preview = (await agent.get('/api/dashboard/template/preview-content').expect(200)).body;
    expect(preview.success).toBe(true);
    expect(preview.info).toMatchObject({ organizationName: 'Preview Hill School', welcomeMessage: { welcomeMsg: 'Hello' }, faq: [{ question: 'Bus?', answer: 'Yes.' }] });
    await agent.delete('/api/dashboard/about/faq/0').expect(200);
    expect((await agent.get('/api/dashboard/template/preview-content')).body.info).not.toHaveProperty('recentlyDeleted');
    await platform.agent().get('/api/dashboard/template/preview-content').expect(401);
  });

  it('removes the saved welcome image and logo (Remove), their files kept for the versions', async () => {
    const agent = await admin();
    const png = await pngImage();
    await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', png, 'hero.png').attach('organizationLogo', png, 'logo.png').expect(200);
    const before = (await agent.get('/api/dashboard/home/orginfo')).body.info;
    const heroFile = (before.organizationImage as string).split('/').pop() as string;
    expect(storedFiles()).toContain(heroFile);

    expect((await agent.delete('/api/dashboard/home/orginfo/organizationImage').expect(200)).body).toEqual({ success: true, message: API_MESSAGES.site.removed });
    let info = (await agent.get('/api/dashboard/home/orginfo')).body.info;
    expect(info).toMatchObject({ organizationImage: '', organizationLogo: before.organizationLogo });
    // A kept version still points at it (history/version-files.ts): it goes with the version.
    expect(storedFiles()).toContain(heroFile);

    await agent.delete('/api/dashboard/home/orginfo/organizationLogo').expect(200);
    info = (await agent.get('/api/dashboard/home/orginfo')).body.info;
    expect(info.organizationLogo).toBe('');
    await agent.delete('/api/dashboard/home/orginfo/welcomeMessage').expect(400);
  });

  it('takes a PDF up to 10 MB and a picture up to 8 MB, as the contract states', async () => {
    const agent = await admin();
    const nineMegabytePdf = Buffer.concat([pdfFile(), Buffer.alloc(9 * 1024 * 1024, 32)]);
    await agent.post('/api/dashboard/academics/application-form').field('formTitle', 'Big form').attach('applicationForm', nineMegabytePdf, 'form.pdf').expect(201);
    const elevenMegabytePdf = Buffer.concat([pdfFile(), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const refused = await agent.post('/api/dashboard/academics/application-form').field('formTitle', 'Too big').attach('applicationForm', elevenMegabytePdf, 'form.pdf').expect(413);
    expect(refused.body.message).toBe(API_MESSAGES.files.tooLarge);
    const nineMegabytes = Buffer.concat([await pngImage(), Buffer.alloc(9 * 1024 * 1024, 1)]);
    await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', nineMegabytes, 'big.png').expect(413);
  });
});
