import { AdmissionProcessSection, ApplicationFormsSection, PageBanner } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run resources: how to apply and the forms to download. */
export function ResourcePage({ content }: PageProps) {
  return (
    <>
      <PageBanner title="Resources" subtitle="Admissions and application forms" />
      <AdmissionProcessSection steps={content.admissionProcess} />
      <ApplicationFormsSection forms={content.applicationForms} tinted />
    </>
  );
}
