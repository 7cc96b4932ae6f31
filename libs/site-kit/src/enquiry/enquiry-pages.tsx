import { ENQUIRY_MESSAGES, type SiteContent } from '@schoolpage/content-contract';
import { PageBanner } from '../layout/page-banner';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { SiteSection } from '../sections/site-section';
import { EnquirySection } from './enquiry-section';

/** `/s/<slug>/enquire`: the enquiry form on a page of its own. */
export function EnquiryPage({ content }: { content: Pick<SiteContent, 'enquiry' | 'organizationName'> }) {
  return (
    <>
      <PageBanner title="Admission enquiry" subtitle={`Ask ${content.organizationName} about a seat for your child`} />
      <EnquirySection content={content} />
    </>
  );
}

/** `/s/<slug>/enquiry-sent`: where a form sent without script leads. */
export function EnquirySentPage({ basePath }: { basePath: string }) {
  return (
    <>
      <PageBanner title="Thank you" />
      <SiteSection id="enquiry-sent" title="Your enquiry was sent">
        <p role="status">{ENQUIRY_MESSAGES.sent}</p>
        <p>
          <SiteLink to={sitePath(basePath)}>Back to the home page</SiteLink>
        </p>
      </SiteSection>
    </>
  );
}
