import {
  AdmissionProcessSection,
  ApplicationFormsSection,
  EnquiryInvitation,
  PageBanner,
  PopularCoursesSection,
  useSiteWords,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL courses: the way to ask about a seat, popular courses by category, then how to apply and the forms to download. */
export function CoursePage({ content, basePath }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('courses')} subtitle={content.organizationName} />
      <EnquiryInvitation content={content} basePath={basePath} tinted />
      <PopularCoursesSection courses={content.courses} />
      <AdmissionProcessSection steps={content.admissionProcess} tinted />
      <ApplicationFormsSection forms={content.applicationForms} />
    </>
  );
}
