import type { GalleryImage } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteImage } from '../media/site-image';
import { SiteSection } from './site-section';
import styles from './gallery-section.module.css';

interface GallerySectionProps {
  images: readonly GalleryImage[];
  organizationName: string;
  tinted?: boolean;
  headingLevel?: 'h1' | 'h2';
}

/** The school's photo gallery as a grid. */
export function GallerySection({ images, organizationName, tinted, headingLevel }: GallerySectionProps) {
  return (
    <SiteSection id="gallery" title="Gallery" tinted={tinted} headingLevel={headingLevel}>
      {images.length === 0 ? (
        <EmptyState>{EMPTY_STATE_TEXTS.gallery}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {images.map((image, index) => (
            <li key={image.id ?? index} className={styles.item}>
              <SiteImage
                className={styles.picture}
                src={image.url}
                alt={`${organizationName} gallery photo ${index + 1} of ${images.length}`}
                width={640}
                height={420}
                sizes="(min-width: 900px) 25vw, 50vw"
              />
            </li>
          ))}
        </ul>
      )}
    </SiteSection>
  );
}
