import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { keyOfFileUrl } from '../files/file-key';
import { UnreferencedFileSweeper } from '../files/unreferenced-file-sweeper';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';
import { VersionStore } from './version-store';

const HISTORY = '/api/dashboard/history';
const SLIDER = '/api/dashboard/visible/slider';

/** Issue #47: the files a version points at are kept as long as the version, so a restore brings them back. */
describe('files kept for versions', () => {
  let platform: TestPlatform;
  const twoHoursOld = (key: string) => utimesSync(join(platform.dataDir, 'files', key), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('keeps a replaced picture and a deleted item’s picture while a version points at them, and restores them', async () => {
    const agent = await signedInAdmin(platform, { userId: 'versionfiles', email: 'versionfiles@school.test' });
    await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', await pngImage(), 'hero.png').expect(200);
    const hero = async () => (await agent.get('/api/dashboard/home/orginfo').expect(200)).body.info.organizationImage as string;
    const first = await hero();
    await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', await pngImage(), 'hero2.png').expect(200);
    expect(await hero()).not.toBe(first);
    await platform.agent().get(first).expect(200);

    const added = await agent.post(SLIDER).field('sliderQuote', 'Dream big').attach('sliderImage', await pngImage(), 's.png').expect(201);
    const slide = added.body.info[0] as { id: string; imageUrl: { url: string } };
    await agent.delete(`${SLIDER}/0`).expect(200);
    for (const url of [first, slide.imageUrl.url]) twoHoursOld(keyOfFileUrl(url)!);
    await platform.app.get(UnreferencedFileSweeper).sweep();
    await platform.agent().get(first).expect(200);
    await platform.agent().get(slide.imageUrl.url).expect(200);

    const [, withSlide] = (await agent.get(HISTORY).query({ thing: 'section:slider' }).expect(200)).body.info.versions as { id: string }[];
    await agent.post(`${HISTORY}/${withSlide.id}/restore`).send({ itemId: slide.id }).expect(200);
    const [restored] = (await agent.get(SLIDER).expect(200)).body.info as { imageUrl: { url: string } }[];
    expect(restored.imageUrl.url).toBe(slide.imageUrl.url);
    await platform.agent().get(restored.imageUrl.url).expect(200);
  });

  it('lets the sweep take a file once no version points at it any more', async () => {
    const agent = await signedInAdmin(platform, { userId: 'versionfilesgone', email: 'versionfilesgone@school.test' });
    await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', await pngImage(), 'hero.png').expect(200);
    const first = (await agent.get('/api/dashboard/home/orginfo').expect(200)).body.info.organizationImage as string;
    await agent.post('/api/dashboard/home/orginfo').attach('organizationImage', await pngImage(), 'hero2.png').expect(200);
    twoHoursOld(keyOfFileUrl(first)!);
    await platform.app.get(VersionStore).prune(Date.now() + 1, 0);
    await platform.app.get(UnreferencedFileSweeper).sweep();
    await platform.agent().get(first).expect(404);
  });
});
