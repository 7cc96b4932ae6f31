import { GallerySection, PageBanner, TextSections } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL gallery: the photo grid and the extracurricular activities. */
export function GalleryPage({ content }: PageProps) {
  return (
    <>
      <PageBanner title="Life on Campus" subtitle={content.organizationName} />
      <GallerySection images={content.gallery} organizationName={content.organizationName} />
      <TextSections id="activities" title="Extracurricular Activities" items={content.activities} tinted />
    </>
  );
}
