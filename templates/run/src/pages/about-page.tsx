import { ContactUsSection, FaqSection, MemberSection, PageBanner, TextSections } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run about: history and facilities first, then the people, the FAQ and how to reach the school. */
export function AboutPage({ content }: PageProps) {
  return (
    <>
      <PageBanner title="About Us" subtitle={content.organizationName} />
      <TextSections id="history" title="Our History" items={content.history} leading />
      <TextSections id="facilities" title="Facilities" items={content.facilities} tinted />
      <MemberSection id="faculty" title="Our Faculty" members={content.facultyMember} />
      <MemberSection id="staff" title="Our Staff" members={content.staffMember} tinted />
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
