import { MemberSection, PageBanner, TextSections } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL about: history, facilities, faculty and staff. */
export function AboutPage({ content }: PageProps) {
  return (
    <>
      <PageBanner title="About Us" subtitle={content.organizationName} />
      <TextSections id="history" title="Our History" items={content.history} leading />
      <TextSections id="facilities" title="Our Facilities" items={content.facilities} tinted />
      <MemberSection id="faculty" title="Faculty Members" members={content.facultyMember} />
      <MemberSection id="staff" title="Staff Members" members={content.staffMember} tinted />
    </>
  );
}
