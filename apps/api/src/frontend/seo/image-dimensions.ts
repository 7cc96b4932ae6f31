import type { Readable } from 'node:stream';
import { isFileKey, keyOfFileUrl } from '../../files/file-key';
import type { FileStore } from '../../files/file-store';
import { sharpLibrary } from '../../files/sharp-library';

/** An image's size in pixels, as it shows (EXIF rotation applied). */
export interface PixelSize {
  width: number;
  height: number;
}

/** How many sizes are remembered before the least recently used is forgotten. */
export const REMEMBERED_IMAGE_SIZES = 2000;

/** A measured size, and whether it holds for good (a missing file may yet appear; a read may fail once). */
interface Measurement {
  size: PixelSize | undefined;
  lasting: boolean;
}

/**
 * The width and height of stored images, for og:image:width/height. A stored file never changes under
 * its key, so each answer is remembered (a bounded map, least recently used forgotten first). A missing
 * file or a failed read is asked again next time; a file that is not a readable image is remembered as such.
 */
export class ImageDimensions {
  private readonly known = new Map<string, Promise<Measurement>>();

  constructor(
    private readonly files: FileStore,
    private readonly capacity = REMEMBERED_IMAGE_SIZES,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('ImageDimensions needs room for at least one size.');
  }

  /**
   * The size of the image stored under `key`; undefined when there is no such file or it is not an image.
   * Rejects a string that is not a file key, and passes on a failure of the file store.
   */
  async of(key: string): Promise<PixelSize | undefined> {
    if (!isFileKey(key)) throw new Error(`"${key}" is not a file key.`);
    let measurement = this.known.get(key);
    if (measurement) {
      this.known.delete(key);
    } else {
      const measuring = this.measure(key);
      measurement = measuring;
      measuring.then(
        ({ lasting }) => lasting || this.forget(key, measuring),
        () => this.forget(key, measuring),
      );
    }
    this.remember(key, measurement);
    return (await measurement).size;
  }

  /** The size of the image a content URL points at; undefined for a URL outside the file store (`/api/files/…`). */
  async ofUrl(url: string | undefined): Promise<PixelSize | undefined> {
    const key = keyOfFileUrl(url);
    return key ? this.of(key) : undefined;
  }

  private async measure(key: string): Promise<Measurement> {
    if (key.endsWith('.pdf')) return { size: undefined, lasting: true };
    const stored = await this.files.get(key);
    if (!stored) return { size: undefined, lasting: false };
    const data = await readAll(stored.stream);
    const sharp = await sharpLibrary();
    try {
      const { width, height, orientation } = await sharp(data).metadata();
      if (!width || !height) return { size: undefined, lasting: true };
      const turned = orientation !== undefined && orientation >= 5;
      return { size: turned ? { width: height, height: width } : { width, height }, lasting: true };
    } catch {
      return { size: undefined, lasting: true };
    }
  }

  private remember(key: string, measurement: Promise<Measurement>): void {
    this.known.set(key, measurement);
    while (this.known.size > this.capacity) this.known.delete(this.known.keys().next().value as string);
  }

  private forget(key: string, measurement: Promise<Measurement>): void {
    if (this.known.get(key) === measurement) this.known.delete(key);
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
