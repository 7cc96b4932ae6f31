import { GallerySection, PageBanner, TextSections, useSiteWords } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL gallery: the photo grid and the extracurricular activities. */
export function GalleryPage({ content }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('lifeOnCampus')} subtitle={content.organizationName} />
      <GallerySection images={content.gallery} organizationName={content.organizationName} />
      <TextSections id="activities" title={t('extracurricularActivities')} items={content.activities} tinted />
    </>
  );
}
