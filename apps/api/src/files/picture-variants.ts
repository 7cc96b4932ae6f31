import { Injectable, Logger } from '@nestjs/common';
import { PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from '@schoolpage/content-contract';
import { contentTypeOfKey, isResizablePictureKey, pictureVariantFormats, pictureVariantKey } from './file-key';
import { FileStore, type StoredFile } from './file-store';
import { ImageJobQueue, ImageQueueFullError, ImageQueueStoppedError } from './image-job-queue';
import { sharpLibrary } from './sharp-library';

const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** One width of a picture in each of `formats`, never enlarged. */
async function encodedWidth(original: Buffer, width: PictureWidth, formats: readonly PictureFormat[]): Promise<Map<PictureFormat, Buffer>> {
  const sharp = await sharpLibrary();
  const resized = sharp(original, { sequentialRead: true }).resize({ width, withoutEnlargement: true });
  const encoded = new Map<PictureFormat, Buffer>();
  for (const format of formats) {
    const image = resized.clone();
    if (format === 'avif') encoded.set(format, await image.avif({ quality: 50, effort: 1 }).toBuffer());
    else if (format === 'webp') encoded.set(format, await image.webp({ quality: 75 }).toBuffer());
    else if (format === 'jpg') encoded.set(format, await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer());
    else encoded.set(format, await image.png({ compressionLevel: 8 }).toBuffer());
  }
  return encoded;
}

async function bytesOf(stored: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What the files route answers for a variant: its bytes (a stream or made just now) and type. */
export interface ServedPicture {
  body: StoredFile['stream'] | Buffer;
  size: number;
  contentType: string;
  /** False for a stand-in (the original, while the image queue is full): not to be cached. */
  lasting: boolean;
}

/**
 * A stored picture's variants: every offered width (PICTURE_WIDTHS, never enlarged) in AVIF, WebP and the
 * picture's own format, kept in the file store beside it (file-key.ts names them; FileStore.delete removes
 * them with it). They are made right after the upload, one width at a time in the image queue's
 * background lane, so no request waits for them; a variant asked for before it is made (or of a picture
 * stored before variants existed) is made then, stored and answered.
 */
@Injectable()
export class PictureVariants {
  private readonly logger = new Logger('PictureVariants');
  private readonly making = new Map<string, Promise<Map<PictureFormat, Buffer> | undefined>>();

  constructor(
    private readonly files: FileStore,
    private readonly imageJobs: ImageJobQueue,
  ) {}

  /** Starts storing every variant of the newly stored picture `key`; returns when all are stored (or given up). Never throws. */
  async storeAll(key: string): Promise<void> {
    if (!isResizablePictureKey(key)) return;
    await Promise.all(
      PICTURE_WIDTHS.map((width) =>
        this.imageJobs.runInBackground(() => this.storeWidth(key, width)).catch((error: unknown) => {
          // Not stored now, it is made when first asked for (and nothing to say when the instance is stopping).
          if (error instanceof ImageQueueStoppedError) return;
          this.logger.warn(`Picture ${key} was not stored ${width} px wide yet: ${String(error)}`);
        }),
      ),
    );
  }

  /**
   * The picture `key` at `width` in `format`: the stored variant, or made now; while the image queue is
   * too full to make it, the original stands in (browsers read any picture format). Undefined when no
   * picture has this key.
   */
  async variant(key: string, width: PictureWidth, format: PictureFormat): Promise<ServedPicture | undefined> {
    const contentType = CONTENT_TYPES[format];
    const stored = await this.files.get(pictureVariantKey(key, width, format));
    if (stored) return { body: stored.stream, size: stored.size, contentType, lasting: true };
    const name = `${key} ${width}`;
    let making = this.making.get(name);
    if (!making) {
      making = this.imageJobs.run(() => this.storeWidth(key, width)).finally(() => this.making.delete(name));
      this.making.set(name, making);
    }
    try {
      const made = (await making)?.get(format);
      return made && { body: made, size: made.length, contentType, lasting: true };
    } catch (error) {
      if (!(error instanceof ImageQueueFullError)) throw error;
      const original = await this.files.get(key);
      return original && { body: original.stream, size: original.size, contentType: contentTypeOfKey(key), lasting: false };
    }
  }

  /** Makes and stores one width of `key` in every format; undefined when the picture is gone (then nothing is left behind). */
  private async storeWidth(key: string, width: PictureWidth): Promise<Map<PictureFormat, Buffer> | undefined> {
    const original = await this.files.get(key);
    if (!original) return undefined;
    const encoded = await encodedWidth(await bytesOf(original), width, pictureVariantFormats(key));
    for (const [format, data] of encoded) await this.files.put(pictureVariantKey(key, width, format), data, CONTENT_TYPES[format]);
    const still = await this.files.get(key);
    still?.stream.on('error', () => undefined).destroy();
    if (!still) {
      // Removed while its variants were made: remove them too.
      await this.files.delete(key);
      return undefined;
    }
    return encoded;
  }
}
