import type { FileRef, SiteContent } from '@schoolpage/content-contract';
import { keyOfFileUrl } from './file-key';

type Stored = (Partial<SiteContent> & { recentlyDeleted?: { list: string; item: unknown }[] }) | undefined;

/** Lists whose items hold a picture in `imageUrl`. */
const PICTURE_LISTS = ['overview', 'slider', 'history', 'facilities', 'activities', 'facultyMember', 'staffMember'] as const;
/** Lists whose items hold a document in `fileUrl`. */
const DOCUMENT_LISTS = ['notice', 'applicationForms'] as const;

/**
 * The URLs of a site's file fields (and of its recently deleted items): the only places that point at
 * files the site stored. Free text
 * (vision, mission, a social link's address...) may contain a file URL too, but never makes it the
 * site's file.
 */
export function fileFieldUrls(content: Stored): string[] {
  if (!content) return [];
  const logo = content.organizationLogo;
  const refs: (FileRef | undefined)[] = [logo, logo?.favicon, logo?.appleTouchIcon, content.welcomeMessage?.imageUrl];
  for (const name of PICTURE_LISTS) for (const item of content[name] ?? []) refs.push(item?.imageUrl);
  for (const name of DOCUMENT_LISTS) for (const item of content[name] ?? []) refs.push(item?.fileUrl);
  for (const link of content.socialMedia ?? []) refs.push(link?.icon);
  const urls = refs.map((ref) => ref?.url);
  for (const picture of content.gallery ?? []) urls.push(picture?.url);
  // A deleted item's files are kept until the item is removed for good (recently-deleted.ts).
  for (const deleted of content.recentlyDeleted ?? []) {
    if (deleted?.list !== 'courses') urls.push(...fileFieldUrls({ [deleted.list]: [deleted.item] }));
  }
  return urls.filter((url): url is string => typeof url === 'string');
}

/** The stored-file keys a site's file fields point at. */
export function fileFieldKeys(content: Stored): Set<string> {
  const keys = new Set<string>();
  for (const url of fileFieldUrls(content)) {
    const key = keyOfFileUrl(url);
    if (key) keys.add(key);
  }
  return keys;
}

/** Keys the file fields of `before` pointed at that `after` no longer does: candidates for removal once `after` is saved. */
export function fileKeysDropped(before: Stored, after: Stored): string[] {
  const kept = fileFieldKeys(after);
  return [...fileFieldKeys(before)].filter((key) => !kept.has(key));
}
