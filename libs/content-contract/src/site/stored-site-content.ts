import type { FileRef, GalleryImage, SiteContent } from './site-content';

/** A gallery picture as stored: its file under `imageUrl`, like every other section's picture. */
export type StoredGalleryImage = Omit<GalleryImage, 'url'> & { imageUrl: FileRef };

/**
 * A site's content as it is stored: the public content (SiteContent), but for the gallery, whose pictures keep
 * their file like every other section. The spec's answers give it back as SiteContent (sections/answered-items.ts).
 */
export type StoredSiteContent = Omit<SiteContent, 'gallery'> & { gallery: StoredGalleryImage[] };
