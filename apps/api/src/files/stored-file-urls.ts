import { disclosureFileUrls, LIST_SECTIONS, richTextAttachments, richTextImages, richTextsIn, type FileRef, type StoredSiteContent } from '@schoolpage/content-contract';
import { keyOfFileUrl } from './file-key';

type Stored = (Partial<StoredSiteContent> & { recentlyDeleted?: { list: string; item: unknown }[] }) | undefined;

/** The list sections whose items hold a file, `{ url }` under the file field's stored name. */
const FILE_SECTIONS = Object.values(LIST_SECTIONS).filter((section) => section.file !== undefined);

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
  for (const section of FILE_SECTIONS) {
    const items = (content as Record<string, unknown>)[section.list];
    for (const item of Array.isArray(items) ? items : []) refs.push((item as Record<string, FileRef | undefined> | undefined)?.[section.file?.stored ?? '']);
  }
  const urls = refs.map((ref) => ref?.url);
  // The stories' covers, and the pictures and attached files in the site's rich texts.
  urls.push(...(content.news ?? []).map((story) => story.coverImage?.url));
  // Found by their shape (whatever holds them, translations too); deleted items' texts are counted below.
  for (const text of richTextsIn({ ...content, recentlyDeleted: undefined })) urls.push(...richTextImages(text).map((image) => image.src), ...richTextAttachments(text));
  // The disclosure's documents, and those it replaced while they stay in its record.
  urls.push(...disclosureFileUrls(content.disclosure));
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
