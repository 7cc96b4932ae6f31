import { AdmissionProcessSection, ApplicationFormsSection, EnquirySection, PageBanner } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run admissions (the resource page): how to apply and the forms to download. */
export function ResourcePage({ content }: PageProps) {
  return (
    <>
      <PageBanner title="Admissions" subtitle="How to join us and the forms to apply" />
      <AdmissionProcessSection steps={content.admissionProcess} />
      <ApplicationFormsSection forms={content.applicationForms} tinted />
      <EnquirySection content={content} />
    </>
  );
}
