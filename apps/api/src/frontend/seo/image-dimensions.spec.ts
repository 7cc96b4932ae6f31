import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { fileUrl, newFileKey, type StoredFileExtension } from '../../files/file-key';
import { LocalObjectStore } from '@schoolpage/object-store';
import { FileStore, type StoredFile } from '../../files/file-store';
import { pdfFile } from '../../testing/upload-fixtures';
import { ImageDimensions } from './image-dimensions';

/** The local file store, counting how often a file is read. */
class CountingFileStore extends FileStore {
  reads = 0;
  override async get(key: string): Promise<StoredFile | undefined> {
    this.reads += 1;
    return super.get(key);
  }
}

function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })[format]().toBuffer();
}

describe('ImageDimensions', () => {
  let dir: string;
  let store: CountingFileStore;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-dimensions-'));
  });
  beforeEach(() => {
    store = new CountingFileStore(new LocalObjectStore(join(dir, 'files')));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function stored(data: Buffer, extension: StoredFileExtension = 'png'): Promise<string> {
    const key = newFileKey(extension);
    await store.put(key, data, 'image/png');
    return key;
  }

  it('measures stored PNG, JPEG and WebP images', async () => {
    const dimensions = new ImageDimensions(store);
    expect(await dimensions.of(await stored(await picture(120, 63)))).toEqual({ width: 120, height: 63 });
    expect(await dimensions.of(await stored(await picture(40, 90, 'jpeg'), 'jpg'))).toEqual({ width: 40, height: 90 });
    expect(await dimensions.of(await stored(await picture(33, 17, 'webp'), 'webp'))).toEqual({ width: 33, height: 17 });
  });

  it('gives the size as shown for a picture turned by its EXIF orientation', async () => {
    const turned = await sharp(await picture(30, 10)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await new ImageDimensions(store).of(await stored(turned, 'jpg'))).toEqual({ width: 10, height: 30 });
  });

  it('remembers a size: the file is read once, even for calls at the same time', async () => {
    const dimensions = new ImageDimensions(store);
    const key = await stored(await picture(64, 32));
    const sizes = await Promise.all([dimensions.of(key), dimensions.of(key), dimensions.ofUrl(fileUrl(key))]);
    await store.delete(key);
    expect([...sizes, await dimensions.of(key)]).toEqual(Array(4).fill({ width: 64, height: 32 }));
    expect(store.reads).toBe(1);
  });

  it('asks again for a file that was missing', async () => {
    const dimensions = new ImageDimensions(store);
    const key = newFileKey('png');
    expect(await dimensions.of(key)).toBeUndefined();
    await store.put(key, await picture(5, 7), 'image/png');
    expect(await dimensions.of(key)).toEqual({ width: 5, height: 7 });
  });

  it('has no size for a PDF or a file that is not an image, and does not read them again', async () => {
    const dimensions = new ImageDimensions(store);
    expect(await dimensions.of(await stored(pdfFile(), 'pdf'))).toBeUndefined();
    const broken = await stored(Buffer.from('not a picture at all'));
    expect(await dimensions.of(broken)).toBeUndefined();
    expect(await dimensions.of(broken)).toBeUndefined();
    expect(store.reads).toBe(1);
  });

  it('forgets the least recently used size beyond its capacity', async () => {
    const dimensions = new ImageDimensions(store, 2);
    const [a, b, c] = [await stored(await picture(1, 1)), await stored(await picture(2, 2)), await stored(await picture(3, 3))];
    await dimensions.of(a);
    await dimensions.of(b);
    await dimensions.of(a);
    await dimensions.of(c);
    await Promise.all([a, b, c].map((key) => store.delete(key)));
    expect(await dimensions.of(a)).toEqual({ width: 1, height: 1 });
    expect(await dimensions.of(c)).toEqual({ width: 3, height: 3 });
    expect(await dimensions.of(b)).toBeUndefined();
  });

  it('passes on a failure of the file store and asks again next time', async () => {
    const key = await stored(await picture(9, 4));
    let down = true;
    class FlakyFileStore extends FileStore {
      override async get(fileKey: string): Promise<StoredFile | undefined> {
        if (down) throw new Error('The file store is down.');
        return super.get(fileKey);
      }
    }
    const dimensions = new ImageDimensions(new FlakyFileStore(new LocalObjectStore(join(dir, 'files'))));
    await expect(dimensions.of(key)).rejects.toThrow('The file store is down.');
    down = false;
    expect(await dimensions.of(key)).toEqual({ width: 9, height: 4 });
  });

  it('answers nothing for a URL outside the file store', async () => {
    const dimensions = new ImageDimensions(store);
    expect(await dimensions.ofUrl('https://cdn.example/hero.png')).toBeUndefined();
    expect(await dimensions.ofUrl('/test-file-asset')).toBeUndefined();
    expect(await dimensions.ofUrl(undefined)).toBeUndefined();
    expect(store.reads).toBe(0);
  });

  it('refuses a string that is not a file key, and a capacity below one', async () => {
    await expect(new ImageDimensions(store).of('../etc/passwd')).rejects.toThrow('"../etc/passwd" is not a file key.');
    expect(() => new ImageDimensions(store, 0)).toThrow('ImageDimensions needs room for at least one size.');
  });
});
