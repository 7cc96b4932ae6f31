import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

/** A file belongs to the site that uploaded it: another site can point at it in free text, never remove it. */
describe('file ownership', () => {
  let platform: TestPlatform;
  let png: Buffer;
  let schoolA: Awaited<ReturnType<typeof signedInAdmin>>;
  let schoolB: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    png = await pngImage();
    schoolA = await signedInAdmin(platform, { userId: 'owner-a', email: 'a@owners.edu', organizationName: 'School A' });
    schoolB = await signedInAdmin(platform, { userId: 'owner-b', email: 'b@owners.edu', organizationName: 'School B' });
  });
  afterAll(() => platform.close());

  /** Adds a gallery picture as `agent` and returns its URL. */
  async function galleryPicture(agent: typeof schoolA): Promise<string> {
    const response = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', png, 'g.png').expect(201);
    return response.body.info[response.body.info.length - 1].url;
  }

  const fileStatus = async (url: string) => (await platform.agent().get(url)).status;

  it("keeps school A's file when school B removes a vision that names it", async () => {
    const url = await galleryPicture(schoolA);
    await schoolB.post('/api/dashboard/home/vision').send({ vision: url }).expect(201);
    await schoolB.delete('/api/dashboard/home/vision/0').expect(200);
    expect(await fileStatus(url)).toBe(200);
  });

  it("keeps school A's file when school B removes a mission, an FAQ or a social link that names it", async () => {
    const url = await galleryPicture(schoolA);
    await schoolB.post('/api/dashboard/home/mission').send({ mission: url }).expect(201);
    await schoolB.delete('/api/dashboard/home/mission/0').expect(200);
    await schoolB.post('/api/dashboard/about/faq').send({ question: 'Where?', answer: url }).expect(201);
    await schoolB.delete('/api/dashboard/about/faq/0').expect(200);
    await schoolB.post('/api/dashboard/contact/social-media').field('socialMediaName', 'Photo').field('socialMediaURL', `https://schoolpage.example${url}`).expect(201);
    await schoolB.delete('/api/dashboard/contact/social-media/0').expect(200);
    expect(await fileStatus(url)).toBe(200);
  });

  it('keeps a file a site drops from its own file fields (a picture replaced) for the version that points at it', async () => {
    const url = await galleryPicture(schoolA);
    expect(await fileStatus(url)).toBe(200);
    const { info } = (await schoolA.get('/api/dashboard/visible/gallery')).body;
    const picture = info.find((p: { url: string }) => p.url === url);
    await schoolA.patch(`/api/dashboard/visible/gallery/${picture.id}`).attach('galleryImage', png, 'new.png').expect(200);
    // A kept version still points at it (history/version-files.ts): it goes with the version.
    expect(await fileStatus(url)).toBe(200);
  });

  it('keeps the replaced organisation picture and logo for the version that points at them', async () => {
    const first = await schoolA.post('/api/dashboard/home/orginfo').attach('organizationImage', png, 'i.png').attach('organizationLogo', png, 'l.png').expect(200);
    expect(first.body.success).toBe(true);
    const before = (await schoolA.get('/api/dashboard/profile/info')).body.info.organizationLogo as string;
    expect(await fileStatus(before)).toBe(200);
    await schoolA.post('/api/dashboard/home/orginfo').attach('organizationLogo', png, 'l2.png').expect(200);
    const after = (await schoolA.get('/api/dashboard/profile/info')).body.info.organizationLogo as string;
    expect(after).not.toBe(before);
    // A kept version still points at it (history/version-files.ts): it goes with the version.
    expect(await fileStatus(before)).toBe(200);
    expect(await fileStatus(after)).toBe(200);
  });

  it('keeps a file stored before owners were recorded that a site drops from its own file fields, for its version', async () => {
    const url = await galleryPicture(schoolB);
    const key = url.slice(url.lastIndexOf('/') + 1);
    const owners = platform.app.get(FileOwnerRepository);
    await owners.forget(key);
    // School A names the old file in free text: that does not make it A's.
    await schoolA.post('/api/dashboard/home/vision').send({ vision: url }).expect(201);
    await schoolA.delete('/api/dashboard/home/vision/0').expect(200);
    expect(await fileStatus(url)).toBe(200);
    const { info } = (await schoolB.get('/api/dashboard/visible/gallery')).body;
    await schoolB.patch(`/api/dashboard/visible/gallery/${info[info.length - 1].id}`).attach('galleryImage', png, 'new.png').expect(200);
    // A kept version still points at it (history/version-files.ts): it goes with the version.
    expect(await fileStatus(url)).toBe(200);
  });

  it('records the uploading site as the owner of each new file', async () => {
    const url = await galleryPicture(schoolA);
    const key = url.slice(url.lastIndexOf('/') + 1);
    const profile = (await schoolA.get('/api/dashboard/profile/info')).body.info;
    expect(await platform.app.get(FileOwnerRepository).ownerOf(key)).toBe(profile._id);
  });
});
