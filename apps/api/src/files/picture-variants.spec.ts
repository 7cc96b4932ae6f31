import { API_MESSAGES, PICTURE_WIDTHS } from '@schoolpage/content-contract';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { signedInAdmin } from '../testing/admin-fixture';
import { binaryBody } from '../testing/binary-body';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { keyOfFileUrl, newFileKey } from './file-key';
import { FileStore } from './file-store';
import { ImageJobQueue } from './image-job-queue';
import { UnreferencedFileSweeper } from './unreferenced-file-sweeper';

/** A colourful JPEG `width` pixels wide (gradients, like the sky and walls of a school photo). */
function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) % 64) * 4;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

jest.setTimeout(120_000);

/** Stored pictures are kept in every offered width as AVIF, WebP and their own format, beside the original. */
describe('picture variants stored at upload', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const folder = () => join(platform.dataDir, 'files');
  const variantsOf = (key: string) => readdirSync(folder()).filter((name) => name.startsWith(`${key.slice(0, 32)}-`) && !name.endsWith('.partial'));
  const expectedVariants = PICTURE_WIDTHS.length * 3;

  /** Waits until the background lane has stored `count` variants of `key`. */
  async function storedVariants(key: string, count = expectedVariants): Promise<string[]> {
    for (let i = 0; i < 2000 && variantsOf(key).length < count; i++) await sleep(50);
    return variantsOf(key).sort();
  }

  const fetched = (url: string) => platform.agent().get(url).buffer(true).parse(binaryBody);

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('stores every width in AVIF, WebP and JPEG after the upload answers, and serves them with their type', async () => {
    const added = await agent.post('/api/dashboard/visible/slider').field('sliderQuote', 'Sports day').attach('sliderImage', await photo(1800, 1350), 'p.jpg').expect(201);
    const url: string = added.body.info[0].imageUrl.url;
    const key = keyOfFileUrl(url) as string;
    const stored = await storedVariants(key);
    expect(stored).toHaveLength(expectedVariants);
    expect(stored).toContain(`${key.slice(0, 32)}-640.avif`);
    expect(stored).toContain(`${key.slice(0, 32)}-2400.jpg`);

    for (const [format, type] of [['avif', 'image/avif'], ['webp', 'image/webp'], ['jpg', 'image/jpeg']] as const) {
      const served = await fetched(`${url}?w=640&f=${format}`).expect(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height, format: read } = await sharp(served.body as Buffer).metadata();
      expect({ width, height }).toEqual({ width: 640, height: 480 });
      expect(read).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : format);
    }
    const original = await fetched(url).expect(200);
    const phoneSize = await fetched(`${url}?w=640&f=avif`).expect(200);
    expect((phoneSize.body as Buffer).length * 3).toBeLessThan((original.body as Buffer).length);
  });

  it('never enlarges: the widest variants of a narrower picture are its own width', async () => {
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await photo(1100, 800), 'g.jpg').expect(201);
    const url: string = added.body.info.at(-1).url;
    await storedVariants(keyOfFileUrl(url) as string);
    for (const width of [1600, 2400]) {
      const served = await fetched(`${url}?w=${width}&f=webp`).expect(200);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(1100);
    }
  });

  it('refuses a format the picture is not kept in, with a clear message', async () => {
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await photo(400, 300), 'g.jpg').expect(201);
    const url: string = added.body.info.at(-1).url;
    for (const format of ['png', 'gif', 'AVIF', '']) {
      const refused = await platform.agent().get(`${url}?w=320&f=${format}`).expect(400);
      expect(refused.body).toEqual({ success: false, message: API_MESSAGES.files.pictureFormat(['avif', 'webp', 'jpg']) });
    }
  });

  it('makes and stores a variant on first request when it is not stored yet (pictures stored before variants existed)', async () => {
    const key = newFileKey('png');
    await platform.app.get(FileStore).put(key, await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } }).png().toBuffer(), 'image/png');
    expect(variantsOf(key)).toEqual([]);
    const served = await fetched(`/api/files/${key}?w=320&f=png`).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(320);
    expect(variantsOf(key)).toEqual(expect.arrayContaining([`${key.slice(0, 32)}-320.avif`, `${key.slice(0, 32)}-320.webp`, `${key.slice(0, 32)}-320.png`]));
  });

  it('makes a width added since a picture was stored on its first request (800 for a picture from before it)', async () => {
    const key = newFileKey('jpg');
    await platform.app.get(FileStore).put(key, await photo(1200, 800), 'image/jpeg');
    const served = await fetched(`/api/files/${key}?w=800&f=avif`).expect(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(800);
    expect(variantsOf(key)).toEqual(expect.arrayContaining([`${key.slice(0, 32)}-800.avif`, `${key.slice(0, 32)}-800.jpg`]));
  });

  it('keeps the variants with a picture an edit replaces while its version is kept', async () => {
    const slides = (await agent.get('/api/dashboard/visible/slider').expect(200)).body.info;
    const oldKey = keyOfFileUrl(slides[0].imageUrl.url) as string;
    expect(await storedVariants(oldKey)).toHaveLength(expectedVariants);
    const edited = await agent.patch(`/api/dashboard/visible/slider/${slides[0].id}`).attach('sliderImage', await photo(700, 500), 'new.jpg').expect(200);
    const newKey = keyOfFileUrl(edited.body.info[0].imageUrl.url) as string;
    expect(newKey).not.toBe(oldKey);
    // A kept version still points at it (history/version-files.ts): it goes with the version.
    expect(existsSync(join(folder(), oldKey))).toBe(true);
    expect(await storedVariants(oldKey)).toHaveLength(expectedVariants);
    expect(await storedVariants(newKey)).toHaveLength(expectedVariants);
    await platform.agent().get(`${edited.body.info[0].imageUrl.url}?w=320&f=avif`).expect(200);
  });

  it('removes the variants with an orphan picture the sweep removes', async () => {
    const key = newFileKey('jpg');
    await platform.app.get(FileStore).put(key, await photo(600, 400), 'image/jpeg');
    await fetched(`/api/files/${key}?w=320&f=avif`).expect(200);
    expect(variantsOf(key)).toHaveLength(3);
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(folder(), key), longAgo, longAgo);
    await platform.app.get(UnreferencedFileSweeper).sweep();
    expect(existsSync(join(folder(), key))).toBe(false);
    expect(variantsOf(key)).toEqual([]);
  });
});

describe('sweeping picture variants', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('removes old variants whose picture is gone, and keeps those of the pictures a site shows', async () => {
    const folder = join(platform.dataDir, 'files');
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    const agent = await signedInAdmin(platform);
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await photo(400, 300), 'g.jpg').expect(201);
    const shown = (keyOfFileUrl(added.body.info[0].url) as string).slice(0, 32);
    const variantsOfShown = () => readdirSync(folder).filter((name) => name.startsWith(`${shown}-`) && !name.endsWith('.partial'));
    for (let i = 0; i < 600 && variantsOfShown().length < PICTURE_WIDTHS.length * 3; i++) await sleep(50);
    const left = `${newFileKey('jpg').slice(0, 32)}-320.webp`;
    writeFileSync(join(folder, left), 'a variant left by a crash');
    const young = `${newFileKey('jpg').slice(0, 32)}-640.avif`;
    for (const name of readdirSync(folder)) utimesSync(join(folder, name), longAgo, longAgo);
    writeFileSync(join(folder, young), 'being made');

    await platform.app.get(UnreferencedFileSweeper).sweep();
    expect(existsSync(join(folder, left))).toBe(false);
    expect(existsSync(join(folder, young))).toBe(true);
    expect(variantsOfShown()).toHaveLength(PICTURE_WIDTHS.length * 3);
  });
});

describe('a variant asked for while the image queue is full', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ IMAGE_QUEUE_LENGTH: '0' });
  });
  afterAll(() => platform.close());

  it('is answered by the original for now, not to be cached', async () => {
    const key = newFileKey('jpg');
    const original = await photo(800, 600);
    await platform.app.get(FileStore).put(key, original, 'image/jpeg');
    const queue = platform.app.get(ImageJobQueue);
    let release!: () => void;
    const busy = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const served = await platform.agent().get(`/api/files/${key}?w=320&f=avif`).buffer(true).parse(binaryBody).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('no-store');
      expect((served.body as Buffer).equals(original)).toBe(true);
    } finally {
      release();
      await busy;
    }
    const later = await platform.agent().get(`/api/files/${key}?w=320&f=avif`).expect(200);
    expect(later.headers['content-type']).toBe('image/avif');
  });
});
