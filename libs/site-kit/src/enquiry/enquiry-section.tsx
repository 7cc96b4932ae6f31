import type { SiteContent } from '@schoolpage/content-contract';
import { SiteSection } from '../sections/site-section';
import { EnquiryForm } from './enquiry-form';

/** "Ask about admission": the enquiry form on a school's admissions page (nothing where the site takes no enquiries, e.g. a sample). */
export function EnquirySection({ content, tinted }: { content: Pick<SiteContent, 'enquiry'>; tinted?: boolean }) {
  if (!content.enquiry) return null;
  return (
    <SiteSection id="enquiry" title="Ask about admission" intro="Is there a seat for your child? Send the school your question and they will call you back." tinted={tinted}>
      <EnquiryForm enquiry={content.enquiry} />
    </SiteSection>
  );
}
