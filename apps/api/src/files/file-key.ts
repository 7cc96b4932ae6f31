import { FILES_API } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';

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
