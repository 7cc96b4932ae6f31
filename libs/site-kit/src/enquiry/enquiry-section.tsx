import type { SiteContent } from '@schoolpage/content-contract';
import { SiteSection } from '../sections/site-section';
import { EnquiryForm } from './enquiry-form';
import { useEnquiryWords } from './words/enquiry-words';

/** "Ask about admission": the enquiry form on a school's admissions page (nothing where the site takes no enquiries, e.g. a sample). */
export function EnquirySection({ content, tinted }: { content: Pick<SiteContent, 'enquiry'>; tinted?: boolean }) {
  const t = useEnquiryWords();
  if (!content.enquiry) return null;
  return (
    <SiteSection id="enquiry" title={t('askTitle')} intro={t('askIntro')} tinted={tinted}>
      <EnquiryForm enquiry={content.enquiry} />
    </SiteSection>
  );
}
