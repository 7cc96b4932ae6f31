/**
 * The widths a stored picture is offered in, so a phone never downloads a desktop-size picture:
 * `/api/files/<key>?w=<width>` answers the picture resized to that width (never enlarged).
 */
export const PICTURE_WIDTHS = [320, 640, 1024, 1600] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Stored pictures (not PDFs) that the platform can resize. */
const RESIZABLE_PICTURE = /^\/api\/files\/[a-f0-9]{32}\.(jpg|png|webp)$/;

export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

/** The `srcset` of a stored picture in every offered width; undefined for any other picture. */
export function pictureSrcSet(url: string): string | undefined {
  if (!RESIZABLE_PICTURE.test(url)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
