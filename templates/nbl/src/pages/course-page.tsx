import {
  AdmissionProcessSection,
  ApplicationFormsSection,
  EnquirySection,
  PageBanner,
  PopularCoursesSection,
  useSiteWords,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL courses: popular courses by category, then how to apply and the forms to download. */
export function CoursePage({ content }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('courses')} subtitle={content.organizationName} />
      <PopularCoursesSection courses={content.courses} />
      <AdmissionProcessSection steps={content.admissionProcess} tinted />
      <ApplicationFormsSection forms={content.applicationForms} />
      <EnquirySection content={content} tinted />
    </>
  );
}
