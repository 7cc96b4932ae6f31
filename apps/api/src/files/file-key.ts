import { FILES_API } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { PICTURE_WIDTHS, type PictureFormat, type PictureWidth } from '@schoolpage/content-contract';

/** The kinds of file the platform stores, by the extension its keys end with. */
export const STORED_FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
} as const;

export type StoredFileExtension = keyof typeof STORED_FILE_TYPES;

/** 32 random hex characters and a known extension: nothing else can name a file (no paths, no dots). */
const FILE_KEY_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/;

/** Where the API serves stored files. */
export const FILES_URL_PREFIX = `${FILES_API}/`;

export function newFileKey(extension: StoredFileExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key);
}

/** A stored picture in one offered width and format, kept beside it: `<hex>-<width>.<format>`. */
const VARIANT_KEY_PATTERN = /^[a-f0-9]{32}-[0-9]{3,4}\.(avif|webp|jpg|png)$/;

/** Pictures stored in several widths and formats (GIFs and PDFs are kept as they are). */
const RESIZABLE_KEY_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function isResizablePictureKey(key: string): boolean {
  return RESIZABLE_KEY_PATTERN.test(key);
}

/** The formats a resizable picture is kept in besides its original: AVIF, WebP and its own (JPEG or PNG). */
export function pictureVariantFormats(key: string): PictureFormat[] {
  const own = key.slice(key.lastIndexOf('.') + 1) as PictureFormat;
  return own === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', own];
}

/** Where the picture `key` is kept `width` pixels wide in `format`. */
export function pictureVariantKey(key: string, width: PictureWidth, format: PictureFormat): string {
  return `${key.slice(0, 32)}-${width}.${format}`;
}

/** Every key the variants of `key` may be kept under (none for files that have no variants). */
export function pictureVariantKeys(key: string): string[] {
  if (!isResizablePictureKey(key)) return [];
  return PICTURE_WIDTHS.flatMap((width) => pictureVariantFormats(key).map((format) => pictureVariantKey(key, width, format)));
}

/** The key of a picture's variant (`<hex>-<width>.<format>`). */
export function isPictureVariantKey(key: string): boolean {
  return VARIANT_KEY_PATTERN.test(key);
}

/** A file key or a picture variant's key: what the file store may hold. */
export function isStoredKey(key: string): boolean {
  return isFileKey(key) || isPictureVariantKey(key);
}

export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredFileExtension;
  return STORED_FILE_TYPES[extension];
}

export function fileUrl(key: string): string {
  return `${FILES_URL_PREFIX}${key}`;
}

/** The key of a stored file's URL, or undefined for URLs that do not point at the file store. */
export function keyOfFileUrl(url: string | undefined): string | undefined {
  if (!url || !url.startsWith(FILES_URL_PREFIX)) return undefined;
  const key = url.slice(FILES_URL_PREFIX.length);
  return isFileKey(key) ? key : undefined;
}
