/** A path segment: letters, digits, dot, dash and underscore, never `.` or `..`. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

/** True for a relative, slash-separated path with no empty, `.` or `..` segment. */
export function isSafeObjectPath(path: string): boolean {
  return path.length > 0 && path.length <= 512 && path.split('/').every((segment) => SEGMENT.test(segment));
}

export class UnsafeObjectPathError extends Error {
  constructor(path: string) {
    super(`"${path}" is not a valid store path.`);
  }
}

export function assertSafeObjectPath(path: string): string {
  if (!isSafeObjectPath(path)) throw new UnsafeObjectPathError(path);
  return path;
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeOfPath(path: string): string {
  return CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
