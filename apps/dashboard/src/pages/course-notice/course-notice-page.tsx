import { COURSE_SECTIONS, type CourseCategory } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { readList } from '../../api/read-list';
import { useApiResource } from '../../api/use-api-resource';
import { ListSection } from '../../sections/list-section';
import { SectionPage } from '../../sections/section-page';
import { CourseCategories } from './course-categories';
import { noticeSection } from './notice-section';

const readCourses = (body: ApiAnswer) => readList<CourseCategory>(body, ['courses', 'course']);

export function CourseNoticePage() {
  const courses = useApiResource<CourseCategory[]>(COURSE_SECTIONS.course.path, readCourses, []);
  return (
    <SectionPage title="Notice & Courses">
      <CourseCategories courses={courses} />
      <ListSection config={noticeSection} />
    </SectionPage>
  );
}
