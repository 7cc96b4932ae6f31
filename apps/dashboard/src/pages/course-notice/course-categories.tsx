import { DASHBOARD_MESSAGES as M, type Course, type CourseCategory } from '@schoolpage/content-contract';
import { DASHBOARD_API } from '../../api/dashboard-api-paths';
import type { ApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { ItemList } from '../../sections/item-list';
import type { ItemPreview } from '../../sections/item-preview';
import { SectionCard } from '../../sections/section-card';
import { SectionForm } from '../../sections/section-form';
import styles from '../../sections/sections.module.css';
import { useItemRemoval } from '../../sections/use-item-removal';
import { categoryAction, categoryFields, courseAction, courseFields } from './course-forms';

function coursePreview(course: Course): ItemPreview {
  const details = [course.fee && `Fee: ${course.fee}`, course.duration && `Duration: ${course.duration}`];
  return { title: course.title, meta: details.filter(Boolean).join(' · ') || undefined };
}

/** Spec §2 "Notice & Courses": category add and delete (confirmed), course add and delete. */
export function CourseCategories({ courses }: { courses: ApiResource<CourseCategory[]> }) {
  const categoryFeedback = useFeedback();
  const courseFeedback = useFeedback();
  const categoryRemoval = useItemRemoval({
    failed: M.genericFailed,
    feedback: categoryFeedback,
    onRemoved: courses.reload,
    question: M.categoryDeleteConfirm,
    declined: M.categoryNotDeleted,
  });
  const courseRemoval = useItemRemoval({ failed: M.genericFailed, feedback: categoryFeedback, onRemoved: courses.reload });

  return (
    <>
      <SectionCard title="Course categories">
        <SectionForm
          fields={categoryFields}
          submitLabel="Add category"
          action={categoryAction}
          requiredMessage={M.categoryRequired}
          failure={M.categoryFailed}
          feedback={categoryFeedback}
          onSaved={courses.reload}
        />
        <FeedbackAlert feedback={categoryFeedback} />
        {courses.data.length === 0 ? (
          <p className={styles.muted}>{courses.status === 'loading' ? 'Loading...' : M.emptyList}</p>
        ) : (
          <ul className={styles.list} aria-label="Course categories list">
            {courses.data.map(({ category, course }) => (
              <li key={category} className={styles.category}>
                <div className={styles.row}>
                  <h3 className={styles.categoryTitle}>{category}</h3>
                  <button
                    type="button"
                    className={styles.deleteButton}
                    aria-label={`Delete category ${category}`}
                    onClick={() =>
                      categoryRemoval.remove({ path: DASHBOARD_API.category, json: { category } }, `category ${category}`)
                    }
                  >
                    Delete category
                  </button>
                </div>
                <ItemList
                  label={`${category} courses`}
                  items={course ?? []}
                  status={courses.status}
                  preview={coursePreview}
                  onDelete={(item, _, label) =>
                    courseRemoval.remove({ path: DASHBOARD_API.course, json: { category, courseTitle: item.title } }, label)
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Add a course">
        <SectionForm
          fields={courseFields(courses.data)}
          submitLabel="Add course"
          action={courseAction}
          requiredMessage={M.courseRequired}
          failure={M.genericFailed}
          feedback={courseFeedback}
          onSaved={courses.reload}
        />
        <FeedbackAlert feedback={courseFeedback} />
      </SectionCard>
      {categoryRemoval.dialog}
      {courseRemoval.dialog}
    </>
  );
}
