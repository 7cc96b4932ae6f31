import type sharp from 'sharp';
import type { StoredFileExtension } from './file-key';
import { sharpLibrary } from './sharp-library';

/** Largest image accepted, in pixels (about 40 megapixels: more than any school photo needs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side of a stored picture, in pixels: larger pictures are scaled down to it. */
export const MAX_STORED_IMAGE_SIDE = 2400;

/**
 * Reading options for untrusted pictures: the pixel limit is checked from the header before decoding,
 * and pixels are read top to bottom in one pass (less memory for JPEG and PNG).
 */
export async function untrustedImage(data: Buffer, options: { animated?: boolean } = {}): Promise<sharp.Sharp> {
  const library = await sharpLibrary();
  return library(data, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true, failOn: 'error', animated: options.animated ?? false });
}

export const IMAGE_TYPES: Record<string, StoredFileExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export class ImageUnreadableError extends Error {
  constructor(readonly tooManyPixels: boolean) {
    super(tooManyPixels ? 'The image has too many pixels.' : 'The image could not be read.');
  }
}

/**
 * Decodes and re-encodes an image in its own format, no larger than MAX_STORED_IMAGE_SIDE on its long
 * side (JPEG and WebP are then shrunk while they are decoded, so a huge picture never sits in memory
 * whole). Only pixels survive: EXIF (GPS location, camera), ICC and XMP metadata are dropped, and the
 * EXIF orientation is applied first.
 */
export async function reencodeImage(data: Buffer, extension: StoredFileExtension): Promise<Buffer> {
  const animated = extension === 'gif' || extension === 'webp';
  try {
    const image = (await untrustedImage(data, { animated }))
      .rotate()
      .resize(MAX_STORED_IMAGE_SIDE, MAX_STORED_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    switch (extension) {
      case 'jpg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 85 }).toBuffer();
      default:
        return await image.gif().toBuffer();
    }
  } catch (error) {
    throw new ImageUnreadableError(/pixel limit/i.test(String((error as Error)?.message)));
  }
}
