import type { GalleryImage } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { PhotoGallery } from '../gallery/photo-gallery';
import { SiteSection } from './site-section';

interface GallerySectionProps {
  images: readonly GalleryImage[];
  organizationName: string;
  tinted?: boolean;
  headingLevel?: 'h1' | 'h2';
}

/** The school's photo gallery: a grid of tiles that open each photo whole in a viewer. */
export function GallerySection({ images, organizationName, tinted, headingLevel }: GallerySectionProps) {
  return (
    <SiteSection id="gallery" title="Gallery" tinted={tinted} headingLevel={headingLevel}>
      {images.length === 0 ? <EmptyState>{EMPTY_STATE_TEXTS.gallery}</EmptyState> : <PhotoGallery images={images} organizationName={organizationName} />}
    </SiteSection>
  );
}
