import { makeWords } from '@schoolpage/words';
import { aboutSections } from './about/about-sections';
import { aboutWords } from './about/about.words';
import { academicsSections } from './academics/academics-sections';
import { academicsWords } from './academics/academics.words';
import { socialMediaSectionIn } from './contact/social-media-section';
import { contactWords } from './contact/contact.words';
import { noticeSectionIn } from './course-notice/notice-section';
import { courseNoticeWords } from './course-notice/course-notice.words';
import { homeSections } from './home/home-sections';
import { homeSectionWords } from './home/home-sections.words';
import { memberSections } from './members/member-sections';
import { membersWords } from './members/members.words';
import { visibleSections } from './visible/visible-sections';
import { visibleSectionWords } from './visible/visible-sections.words';
import type { ListSectionConfig } from '../sections/list-section';

/**
 * Every list section of the dashboard as its screen shows it in `language` (titles, field labels, row previews), in
 * the order of the menu: for the screens that name an item or a field of any list (Recently deleted, Approvals).
 */
export function listSectionCardsIn(language: string): readonly ListSectionConfig<never>[] {
  const home = homeSections(makeWords(language, homeSectionWords));
  const visible = visibleSections(makeWords(language, visibleSectionWords));
  const about = aboutSections(makeWords(language, aboutWords));
  const academics = academicsSections(makeWords(language, academicsWords));
  const members = memberSections(makeWords(language, membersWords));
  return [
    home.overviewSection,
    home.visionSection,
    home.missionSection,
    visible.sliderSection,
    visible.activitySection,
    visible.gallerySection,
    about.historySection,
    about.faqSection,
    about.facilitySection,
    academics.calendarSection,
    academics.admissionSection,
    academics.applicationFormSection,
    members.facultySection,
    members.staffSection,
    noticeSectionIn(makeWords(language, courseNoticeWords)),
    socialMediaSectionIn(makeWords(language, contactWords)),
  ];
}
