import sharp from 'sharp';
import type { StoredFileExtension } from '../storage/files/file-key';

/** Largest image accepted, in pixels (about 40 megapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

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
 * Decodes and re-encodes an image in its own format. Only pixels survive: EXIF (GPS location,
 * camera), ICC and XMP metadata are dropped, and the EXIF orientation is applied first.
 */
export async function reencodeImage(data: Buffer, extension: StoredFileExtension): Promise<Buffer> {
  const animated = extension === 'gif' || extension === 'webp';
  try {
    const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: 'error' }).rotate();
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
