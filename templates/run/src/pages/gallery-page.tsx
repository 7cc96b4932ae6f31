import { GallerySection, PageBanner, TextSections } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run gallery: the photo grid and the school's activities. */
export function GalleryPage({ content }: PageProps) {
  return (
    <>
      <PageBanner title="Campus Life" subtitle={content.organizationName} />
      <GallerySection images={content.gallery} organizationName={content.organizationName} />
      <TextSections id="activities" title="Activities" items={content.activities} tinted />
    </>
  );
}
