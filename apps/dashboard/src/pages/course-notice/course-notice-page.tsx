import { COURSE_SECTIONS, type CourseCategory } from '@schoolpage/content-contract';
import { useAnsweredList } from '../../api/use-answered-list';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { CourseCategories } from './course-categories';
import { noticeSection } from './notice-section';

export function CourseNoticePage() {
  const courses = useAnsweredList<CourseCategory>(COURSE_SECTIONS.course.path, 'courses');
  return (
    <SectionPage title="Notice & Courses">
      <CourseCategories courses={courses} />
      <ListSection config={noticeSection} />
    </SectionPage>
  );
}
