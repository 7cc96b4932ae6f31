import {
  AdmissionProcessSection,
  ApplicationFormsSection,
  EnquiryInvitation,
  PageBanner,
  useSiteWords,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run admissions (the resource page): the way to ask about a seat, how to apply and the forms to download. */
export function ResourcePage({ content, basePath }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('admissions')} subtitle={t('admissionsSubtitle')} />
      <EnquiryInvitation content={content} basePath={basePath} tinted />
      <AdmissionProcessSection steps={content.admissionProcess} />
      <ApplicationFormsSection forms={content.applicationForms} tinted />
    </>
  );
}
