import type { GalleryImage } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { PhotoGallery } from '../gallery/photo-gallery';
import { SiteSection } from './site-section';
import { useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface GallerySectionProps {
  images: readonly GalleryImage[];
  organizationName: string;
  tinted?: boolean;
  headingLevel?: 'h1' | 'h2';
}

/** The school's photo gallery: a grid of tiles that open each photo whole in a viewer. */
export function GallerySection({ images, organizationName, tinted, headingLevel }: GallerySectionProps) {
  const { t } = useSiteWords();
  if (!useSectionShown('gallery', images.length === 0)) return null;
  return (
    <SiteSection id="gallery" title={t('gallery')} tinted={tinted} headingLevel={headingLevel}>
      {images.length === 0 ? <EmptyState>{t('emptyGallery')}</EmptyState> : <PhotoGallery images={images} organizationName={organizationName} />}
    </SiteSection>
  );
}
