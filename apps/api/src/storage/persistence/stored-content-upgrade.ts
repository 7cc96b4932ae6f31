import { defaultOffers, type DeletedItem, type StoredSiteContent } from '@schoolpage/content-contract';

type Picture = Record<string, unknown>;

/** A gallery picture as sites stored it before it kept its file in `imageUrl`: a bare `url`. */
type EarlierGalleryImage = { url: string } & Picture;

function isEarlierGalleryImage(item: unknown): item is EarlierGalleryImage {
  return typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string' && !('imageUrl' in item);
}

/** A gallery picture whose description was stored as `alt`, before every picture had `altText`. */
function hasEarlierAlt(item: unknown): item is Picture & { alt: unknown } {
  return typeof item === 'object' && item !== null && 'alt' in item;
}

const isEarlierGalleryItem = (item: unknown) => isEarlierGalleryImage(item) || hasEarlierAlt(item);

function upgradedGalleryImage(item: unknown): unknown {
  let picture = item;
  if (isEarlierGalleryImage(picture)) {
    const { url, ...rest } = picture;
    picture = { ...rest, imageUrl: { url } };
  }
  if (hasEarlierAlt(picture)) {
    const { alt, ...rest } = picture;
    picture = { ...rest, ...(typeof alt === 'string' && alt && rest.altText === undefined ? { altText: alt } : {}) };
  }
  return picture;
}

const isEarlierDeletedPicture = (entry: DeletedItem | undefined) => entry?.list === 'gallery' && isEarlierGalleryItem(entry.item);

/**
 * Site content stored by an earlier version, in today's shape; the same object when it already is. Both adapters
 * read every site through it (SQLite also rewrites its sites once):
 * - gallery pictures stored with a bare `url` (in the gallery and in Recently deleted) keep it as `imageUrl: { url }`,
 *   like every other section's picture, and their description `alt` as `altText`, like every other picture;
 * - a site stored before What We Offer was the school's own starts with the spec's six, so it shows as it did.
 */
export function upgradedContent<C extends StoredSiteContent>(content: C): C {
  const stored = content as C & { recentlyDeleted?: DeletedItem[] };
  const gallery: unknown[] = Array.isArray(stored.gallery) ? stored.gallery : [];
  const deleted = Array.isArray(stored.recentlyDeleted) ? stored.recentlyDeleted : [];
  const galleryIsEarlier = gallery.some(isEarlierGalleryItem);
  const deletedIsEarlier = deleted.some(isEarlierDeletedPicture);
  const offersMissing = !Array.isArray(stored.offers);
  if (!galleryIsEarlier && !deletedIsEarlier && !offersMissing) return content;
  return {
    ...stored,
    ...(galleryIsEarlier ? { gallery: gallery.map(upgradedGalleryImage) } : {}),
    ...(deletedIsEarlier ? { recentlyDeleted: deleted.map((entry) => (isEarlierDeletedPicture(entry) ? { ...entry, item: upgradedGalleryImage(entry.item) } : entry)) } : {}),
    ...(offersMissing ? { offers: defaultOffers() } : {}),
  };
}
