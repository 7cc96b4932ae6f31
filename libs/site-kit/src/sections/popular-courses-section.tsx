import type { Course, CourseCategory } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { SiteSection } from './site-section';
import styles from './popular-courses-section.module.css';
import { useSectionShown } from '../empty-state/hidden-empty-sections';
import { itemField, useSiteWords } from '../words/site-words';

interface PopularCoursesSectionProps {
  courses: readonly CourseCategory[];
  tinted?: boolean;
  headingLevel?: 'h1' | 'h2';
}

/** Courses grouped by their category, each with its fee range and duration (a text not translated marked with its own language). */
export function PopularCoursesSection({ courses, tinted, headingLevel }: PopularCoursesSectionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const categories = courses.filter((category) => category.course.length > 0);
  if (!useSectionShown('courses', categories.length === 0)) return null;
  return (
    <SiteSection id="popular-courses" title={t('popularCourses')} tinted={tinted} headingLevel={headingLevel}>
      {categories.length === 0 ? (
        <EmptyState>{t('emptyCourses')}</EmptyState>
      ) : (
        <div className={styles.categories}>
          {categories.map((category, index) => {
            const categoryPath = (key: string) => itemField('courses', category, courses.indexOf(category), key);
            const field = (course: Course, courseIndex: number, key: string) => fieldLanguage(itemField(categoryPath('course'), course, courseIndex, key));
            return (
              <section key={category.id ?? index} aria-labelledby={`course-category-${index}`}>
                <h3 id={`course-category-${index}`} className={styles.category} {...fieldLanguage(categoryPath('category'))}>
                  {category.category}
                </h3>
                <ul className={styles.courses}>
                  {category.course.map((course, courseIndex) => (
                    <li key={course.id ?? courseIndex} className={styles.course}>
                      <h4 className={styles.title} {...field(course, courseIndex, 'title')}>
                        {course.title}
                      </h4>
                      <dl className={styles.facts}>
                        <dt>{t('fee')}</dt>
                        <dd {...field(course, courseIndex, 'fee')}>{course.fee}</dd>
                        <dt>{t('duration')}</dt>
                        <dd {...field(course, courseIndex, 'duration')}>{course.duration}</dd>
                      </dl>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </SiteSection>
  );
}
