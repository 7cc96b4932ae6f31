/**
 * The widths a stored picture is offered in, so a phone never downloads a desktop-size picture. 800 is for the
 * phones a page is measured on (412 px at 1.75 device pixels a pixel: 721) and their like, which would otherwise
 * take 1024 and download about half as much again. At upload the platform stores each picture in these widths
 * (never enlarged), as AVIF, as WebP and in its own format (JPEG or PNG): `/api/files/<key>?w=<width>&f=<format>`
 * answers one of them, and `?w=<width>` alone answers the WebP. A picture stored before a width was added here has
 * that width made on its first request (PictureVariants.variant).
 */
export const PICTURE_WIDTHS = [320, 640, 800, 1024, 1600, 2400] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The formats a stored picture is offered in (`f=`): AVIF and WebP for browsers that read them, JPEG or PNG for the rest. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg', 'png'] as const;

export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Stored pictures (not PDFs, not GIFs) that the platform offers in several widths; group 1 is the extension. */
const RESIZABLE_PICTURE = /^\/api\/files\/[a-f0-9]{32}\.(jpg|png|webp)$/;

const MIME_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

export function isPictureFormat(format: string): format is PictureFormat {
  return (PICTURE_FORMATS as readonly string[]).includes(format);
}

export function pictureMimeType(format: PictureFormat): string {
  return MIME_TYPES[format];
}

/**
 * The `srcset` of a stored picture in every offered width, in `format` (WebP when not given);
 * undefined for any other picture.
 */
export function pictureSrcSet(url: string, format?: PictureFormat): string | undefined {
  if (!RESIZABLE_PICTURE.test(url)) return undefined;
  const suffix = format ? `&f=${format}` : '';
  return PICTURE_WIDTHS.map((width) => `${url}?w=${width}${suffix} ${width}w`).join(', ');
}

/** What a `<picture>` offers of a stored picture: AVIF and WebP sources, and the `<img>`'s own srcset in the picture's format. */
export interface PictureSources {
  sources: { type: string; srcSet: string }[];
  fallbackSrcSet: string;
}

/** The `<source>`s and fallback srcset of a stored picture; undefined for any other picture. */
export function pictureSources(url: string): PictureSources | undefined {
  const extension = RESIZABLE_PICTURE.exec(url)?.[1] as PictureFormat | undefined;
  if (!extension) return undefined;
  const modern: PictureFormat[] = extension === 'webp' ? ['avif'] : ['avif', 'webp'];
  return {
    sources: modern.map((format) => ({ type: MIME_TYPES[format], srcSet: pictureSrcSet(url, format) as string })),
    fallbackSrcSet: pictureSrcSet(url, extension) as string,
  };
}
