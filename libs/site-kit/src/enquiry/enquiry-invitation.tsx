import type { SiteContent } from '@schoolpage/content-contract';
import { SiteLink } from '../routing/site-link';
import { SiteSection } from '../sections/site-section';
import { useSiteWords } from '../words/site-words';
import { enquiryPageHref } from './enquiry-page-href';
import { useEnquiryWords } from './words/enquiry-words';
import styles from './enquiry-invitation.module.css';

/**
 * "Ask about admission" on a school's admissions page, first under its title: a line and the way to the enquiry
 * form ("Enquire"), whose page is made for each visit (its form works without script). Nothing where the site takes
 * no enquiries.
 */
export function EnquiryInvitation({ content, basePath, tinted }: { content: Pick<SiteContent, 'enquiry'>; basePath: string; tinted?: boolean }) {
  const t = useEnquiryWords();
  const { t: siteWord } = useSiteWords();
  const href = enquiryPageHref(content, basePath);
  if (!href) return null;
  return (
    <SiteSection id="enquiry" title={t('askTitle')} intro={t('askIntro')} tinted={tinted}>
      <SiteLink className={styles.enquire} to={href}>
        {siteWord('menuEnquire')}
      </SiteLink>
    </SiteSection>
  );
}
