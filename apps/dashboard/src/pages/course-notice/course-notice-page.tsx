import { useMemo } from 'react';
import { COURSE_SECTIONS, type CourseCategory } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { useAnsweredList } from '../../api/use-answered-list';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { CourseCategories } from './course-categories';
import { courseNoticeWords } from './course-notice.words';
import { noticeSectionIn } from './notice-section';
import { useSchoolTimeZone } from '../../layout/school-time-zone';

export function CourseNoticePage() {
  const words = useWords(courseNoticeWords);
  const timeZone = useSchoolTimeZone();
  const noticeSection = useMemo(() => noticeSectionIn(words, timeZone), [words, timeZone]);
  const courses = useAnsweredList<CourseCategory>(COURSE_SECTIONS.course.path, 'courses');
  return (
    <SectionPage title={words.t('title')}>
      <CourseCategories courses={courses} />
      <ListSection config={noticeSection} />
    </SectionPage>
  );
}
