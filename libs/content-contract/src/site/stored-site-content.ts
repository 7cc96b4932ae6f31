import type { StoredDisclosure } from '../disclosure/disclosure';
import type { FileRef, GalleryImage, SiteContent } from './site-content';

/** A gallery picture as stored: its file under `imageUrl`, like every other section's picture. */
export type StoredGalleryImage = Omit<GalleryImage, 'url'> & { imageUrl: FileRef };

/**
 * A site's content as it is stored: the public content (SiteContent), but for the gallery, whose pictures keep
 * their file like every other section, and for the disclosure, kept with its record of replaced documents. The spec's answers give it back as SiteContent (sections/answered-items.ts).
 */
export type StoredSiteContent = Omit<SiteContent, 'gallery' | 'disclosure'> & {
  gallery: StoredGalleryImage[];
  /** The disclosure as the school entered it, with the record of replaced documents (visitors see `publicDisclosure`). */
  disclosure?: StoredDisclosure;
};
