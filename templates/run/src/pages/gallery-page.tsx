import { GallerySection, PageBanner, TextSections, useSiteWords } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run gallery: the photo grid and the school's activities. */
export function GalleryPage({ content }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('campusLife')} subtitle={content.organizationName} />
      <GallerySection images={content.gallery} organizationName={content.organizationName} />
      <TextSections id="activities" title={t('activities')} items={content.activities} tinted />
    </>
  );
}
