import { MemberSection, PageBanner, TextSections, useSiteWords } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL about: history, facilities, faculty and staff. */
export function AboutPage({ content }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('aboutUs')} subtitle={content.organizationName} />
      <TextSections id="history" title={t('ourHistory')} items={content.history} leading />
      <TextSections id="facilities" title={t('ourFacilities')} items={content.facilities} tinted />
      <MemberSection id="faculty" title={t('facultyMembers')} members={content.facultyMember} />
      <MemberSection id="staff" title={t('staffMembers')} members={content.staffMember} tinted />
    </>
  );
}
