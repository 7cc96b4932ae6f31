import { ContactUsSection, FaqSection, MemberSection, PageBanner, TextSections, useSiteWords } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run about: history and facilities first, then the people, the FAQ and how to reach the school. */
export function AboutPage({ content }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('aboutUs')} subtitle={content.organizationName} />
      <TextSections id="history" title={t('ourHistory')} items={content.history} leading />
      <TextSections id="facilities" title={t('facilities')} items={content.facilities} tinted />
      <MemberSection id="faculty" title={t('ourFaculty')} members={content.facultyMember} />
      <MemberSection id="staff" title={t('ourStaff')} members={content.staffMember} tinted />
      <FaqSection faq={content.faq} email={content.contactDetails.email[0]} />
      <ContactUsSection
        contactDetails={content.contactDetails}
        socialMedia={content.socialMedia}
        organizationName={content.organizationName}
        tinted
      />
    </>
  );
}
