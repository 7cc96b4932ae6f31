import type { SiteContent } from '@schoolpage/content-contract';
import { PageBanner } from '../layout/page-banner';
import { ContactUsSection } from '../sections/contact-us-section';
import { useSiteWords } from '../words/site-words';

/** `/s/<slug>/contact`, in every template: the school's address, phones, e-mails, hours, map and follow links. */
export function ContactPage({ content }: { content: SiteContent }) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('contactUs')} subtitle={content.organizationName} />
      <ContactUsSection contactDetails={content.contactDetails} socialMedia={content.socialMedia} organizationName={content.organizationName} />
    </>
  );
}
