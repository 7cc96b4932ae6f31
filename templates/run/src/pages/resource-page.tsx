import {
  AdmissionProcessSection,
  ApplicationFormsSection,
  EnquirySection,
  PageBanner,
  useSiteWords,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run admissions (the resource page): how to apply and the forms to download. */
export function ResourcePage({ content }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('admissions')} subtitle={t('admissionsSubtitle')} />
      <AdmissionProcessSection steps={content.admissionProcess} />
      <ApplicationFormsSection forms={content.applicationForms} tinted />
      <EnquirySection content={content} />
    </>
  );
}
