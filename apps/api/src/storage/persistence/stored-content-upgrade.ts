import type { DeletedItem, StoredSiteContent } from '@schoolpage/content-contract';

/** A gallery picture as sites stored it before it kept its file in `imageUrl`: a bare `url`. */
type EarlierGalleryImage = { url: string } & Record<string, unknown>;

function isEarlierGalleryImage(item: unknown): item is EarlierGalleryImage {
  return typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string' && !('imageUrl' in item);
}

function upgradedGalleryImage(item: unknown): unknown {
  if (!isEarlierGalleryImage(item)) return item;
  const { url, ...rest } = item;
  return { ...rest, imageUrl: { url } };
}

const isEarlierDeletedPicture = (entry: DeletedItem | undefined) => entry?.list === 'gallery' && isEarlierGalleryImage(entry.item);

/**
 * Site content stored by an earlier version, in today's shape; the same object when it already is. Gallery
 * pictures stored with a bare `url` (in the gallery and in Recently deleted) keep it as `imageUrl: { url }`,
 * like every other section's picture. Both adapters read every site through it.
 */
export function upgradedContent<C extends StoredSiteContent>(content: C): C {
  const stored = content as C & { recentlyDeleted?: DeletedItem[] };
  const gallery: unknown[] = Array.isArray(stored.gallery) ? stored.gallery : [];
  const deleted = Array.isArray(stored.recentlyDeleted) ? stored.recentlyDeleted : [];
  const galleryIsEarlier = gallery.some(isEarlierGalleryImage);
  const deletedIsEarlier = deleted.some(isEarlierDeletedPicture);
  if (!galleryIsEarlier && !deletedIsEarlier) return content;
  return {
    ...stored,
    ...(galleryIsEarlier ? { gallery: gallery.map(upgradedGalleryImage) } : {}),
    ...(deletedIsEarlier ? { recentlyDeleted: deleted.map((entry) => (isEarlierDeletedPicture(entry) ? { ...entry, item: upgradedGalleryImage(entry.item) } : entry)) } : {}),
  };
}
