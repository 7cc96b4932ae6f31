import type { PictureText, SiteContent } from './site-content';

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

/** Every picture of a site with what is said about it: the hero, the logo, then each list item that has a picture. */
export function picturesOf(content: Pick<SiteContent, 'welcomeMessage' | 'organizationLogo' | 'overview' | 'slider' | 'gallery' | 'activities' | 'history' | 'facilities' | 'facultyMember' | 'staffMember'>): PictureText[] {
  const withPicture = <T extends PictureText & { imageUrl?: unknown }>(items: readonly T[] | undefined) => (items ?? []).filter((item) => item.imageUrl);
  return [
    ...(content.welcomeMessage?.imageUrl ? [content.welcomeMessage.imageUrl] : []),
    ...(content.organizationLogo ? [content.organizationLogo] : []),
    ...withPicture(content.overview),
    ...withPicture(content.slider),
    ...(content.gallery ?? []),
    ...withPicture(content.activities),
    ...withPicture(content.history),
    ...withPicture(content.facilities),
    ...withPicture(content.facultyMember),
    ...withPicture(content.staffMember),
  ];
}

/** How many of a site's pictures have no alt text yet (the checklist before publishing counts them). */
export function picturesWithoutAltText(content: Parameters<typeof picturesOf>[0]): number {
  return picturesOf(content).filter((picture) => !altTextOf(picture)).length;
}
