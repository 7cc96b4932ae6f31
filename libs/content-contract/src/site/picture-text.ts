import type { FileRef, PictureText, SiteContent } from './site-content';

/** The longest caption and description (alt text) of a picture, in characters. */
export const PICTURE_TEXT_LIMITS = { caption: 300, altText: 300 } as const;

/**
 * A caption made from a picture's file name, for pictures uploaded several at once:
 * `sports-day-2026.jpg` → "Sports day 2026", `IMG_2034.JPG` → "IMG 2034". '' when nothing readable is left.
 */
export function captionFromFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const words = base.replace(/[-_.+]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, PICTURE_TEXT_LIMITS.caption).trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/** The alt text of a picture, trimmed; '' when it has none. */
export const altTextOf = (picture: PictureText | undefined): string => picture?.altText?.trim() ?? '';

/** The caption of a picture, trimmed; '' when it has none. */
export const captionOf = (picture: PictureText | undefined): string => picture?.caption?.trim() ?? '';

/**
 * True when a stored file is a picture: every file the platform keeps is a picture or a PDF (a notice may be
 * either), and a PDF's address ends in `.pdf`. A file just chosen in the dashboard (a `blob:` address) is a picture.
 */
export function isPictureFile(file: FileRef | undefined): boolean {
  if (!file?.url) return false;
  return !/\.pdf$/i.test(file.url.split(/[?#]/)[0]);
}

/**
 * Every picture of a site that says something, with what is said about it: the hero, then each list item that has a
 * picture (a notice when its file is one). Not the logo: it stands beside the school's name, which says it all (alt="").
 */
export function picturesOf(content: Pick<SiteContent, 'welcomeMessage' | 'overview' | 'slider' | 'gallery' | 'activities' | 'history' | 'facilities' | 'facultyMember' | 'staffMember' | 'notice'>): PictureText[] {
  const withPicture = <T extends PictureText & { imageUrl?: unknown }>(items: readonly T[] | undefined) => (items ?? []).filter((item) => item.imageUrl);
  return [
    ...(content.welcomeMessage?.imageUrl ? [content.welcomeMessage.imageUrl] : []),
    ...withPicture(content.overview),
    ...withPicture(content.slider),
    ...(content.gallery ?? []),
    ...withPicture(content.activities),
    ...withPicture(content.history),
    ...withPicture(content.facilities),
    ...withPicture(content.facultyMember),
    ...withPicture(content.staffMember),
    ...(content.notice ?? []).filter((notice) => isPictureFile(notice.fileUrl)),
  ];
}

/** How many of a site's pictures have no alt text yet (the checklist before publishing counts them). */
export function picturesWithoutAltText(content: Parameters<typeof picturesOf>[0]): number {
  return picturesOf(content).filter((picture) => !altTextOf(picture)).length;
}
