import type { SiteContent } from '@schoolpage/content-contract';
import { PageBanner } from '../layout/page-banner';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { SiteSection } from '../sections/site-section';
import { EnquirySection } from './enquiry-section';
import { useEnquiryWords } from './words/enquiry-words';

/** `/s/<slug>/enquire`: the enquiry form on a page of its own. */
export function EnquiryPage({ content }: { content: Pick<SiteContent, 'enquiry' | 'organizationName'> }) {
  const t = useEnquiryWords();
  return (
    <>
      <PageBanner title={t('enquiryTitle')} subtitle={t('enquirySubtitle', { school: content.organizationName })} />
      <EnquirySection content={content} />
    </>
  );
}

/** `/s/<slug>/enquiry-sent`: where a form sent without script leads. */
export function EnquirySentPage({ basePath }: { basePath: string }) {
  const t = useEnquiryWords();
  return (
    <>
      <PageBanner title={t('thankYou')} />
      <SiteSection id="enquiry-sent" title={t('enquirySentTitle')}>
        <p role="status">{t('enquirySent')}</p>
        <p>
          <SiteLink to={sitePath(basePath)}>{t('backHome')}</SiteLink>
        </p>
      </SiteSection>
    </>
  );
}
