import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';
import { keyOfFileUrl, newFileKey } from './file-key';
import { FileStore } from './file-store';
import { emptySiteContent } from '@schoolpage/content-contract';
import { FileOwnerRepository } from '../storage/persistence/file-owner.repository';
import { SiteRepository } from '../storage/persistence/site.repository';
import { UnreferencedFileSweeper } from './unreferenced-file-sweeper';

const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 3600_000);

/** What a crash leaves in the files folder is removed: unfinished writes and files no site points at, once an hour old. */
describe('sweeping the files folder', () => {
  let platform: TestPlatform;
  let galleryKey: string;
  const folder = () => join(platform.dataDir, 'files');
  const age = (name: string) => utimesSync(join(folder(), name), TWO_HOURS_AGO(), TWO_HOURS_AGO());

  /** A stored file recorded as the school's upload that no site points at (a crash between the file and the save). */
  const orphan = async (organizationId = 'someone') => {
    const key = newFileKey('png');
    await platform.app.get(FileStore).put(key, await pngImage(), 'image/png');
    await platform.app.get(FileOwnerRepository).record(key, organizationId);
    return key;
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    const agent = await signedInAdmin(platform);
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await pngImage(), 'g.png').expect(201);
    galleryKey = keyOfFileUrl(added.body.info[0].url)!;
  });
  afterAll(() => platform?.close());

  it('removes old unfinished writes and old files no site points at, and keeps the rest', async () => {
    const oldOrphan = await orphan();
    const youngOrphan = await orphan();
    const oldPartial = `${newFileKey('jpg')}.partial`;
    const youngPartial = `${newFileKey('jpg')}.partial`;
    writeFileSync(join(folder(), oldPartial), 'crashed');
    writeFileSync(join(folder(), youngPartial), 'being written');
    for (const name of [oldOrphan, oldPartial, galleryKey]) age(name);

    expect(await platform.app.get(UnreferencedFileSweeper).sweep()).toEqual({ unfinished: 1, unreferenced: 1 });

    expect(existsSync(join(folder(), oldOrphan))).toBe(false);
    expect(existsSync(join(folder(), oldPartial))).toBe(false);
    expect(await platform.app.get(FileOwnerRepository).ownerOf(oldOrphan)).toBeUndefined();
    expect(existsSync(join(folder(), youngOrphan))).toBe(true);
    expect(existsSync(join(folder(), youngPartial))).toBe(true);
    await platform.agent().get(`/api/files/${galleryKey}`).expect(200);
  });

  it('lets the server answer other requests between pages of sites, however many sites there are', async () => {
    const sites = platform.app.get(SiteRepository);
    for (let i = 0; i < 450; i++) await sites.create({ organizationId: `sweep-${i}`, isPublish: false, templateName: 'nbl', content: emptySiteContent(`School ${i}`) });
    const find = jest.spyOn(sites, 'find');
    // What the event loop saw at each of its turns during the sweep: how many sites the sweep had read.
    const seen: number[] = [];
    let sweeping = true;
    const turn = () => {
      seen.push(find.mock.calls.length);
      if (sweeping) setImmediate(turn);
    };
    setImmediate(turn);
    await platform.app.get(UnreferencedFileSweeper).sweep();
    sweeping = false;
    const read = find.mock.calls.length;
    find.mockRestore();
    expect(read).toBeGreaterThan(450);
    expect(seen.some((count) => count > 0 && count < read)).toBe(true);
  });

  it('sweeps at start-up', async () => {
    await platform.close({ keepData: true });
    const dataDir = platform.dataDir;
    const key = newFileKey('png');
    const partial = `${newFileKey('png')}.partial`;
    writeFileSync(join(dataDir, 'files', key), await pngImage());
    writeFileSync(join(dataDir, 'files', partial), 'crashed');
    for (const name of [key, partial]) utimesSync(join(dataDir, 'files', name), TWO_HOURS_AGO(), TWO_HOURS_AGO());

    platform = await startTestPlatform({}, dataDir);
    for (let i = 0; i < 100 && (existsSync(join(dataDir, 'files', key)) || existsSync(join(dataDir, 'files', partial))); i++) await sleep(50);
    expect(existsSync(join(dataDir, 'files', key))).toBe(false);
    expect(existsSync(join(dataDir, 'files', partial))).toBe(false);
    await platform.agent().get(`/api/files/${galleryKey}`).expect(200);
  });

  it('stops reading sites when the instance shuts down, and removes nothing it was not sure of', async () => {
    const sweeper = platform.app.get(UnreferencedFileSweeper);
    const oldOrphan = await orphan();
    age(oldOrphan);
    const sites = platform.app.get(SiteRepository);
    const find = jest.spyOn(sites, 'find');
    const sweeping = sweeper.sweep();
    while (find.mock.calls.length === 0) await sleep(1);
    await sweeper.onModuleDestroy();
    const read = find.mock.calls.length;
    find.mockRestore();
    await expect(sweeping).rejects.toThrow('the instance is shutting down');
    // The 450 sites above are more than a page: it stopped before reading them all, and swept nothing.
    expect(read).toBeLessThan(450);
    expect(existsSync(join(folder(), oldOrphan))).toBe(true);
  });
});
