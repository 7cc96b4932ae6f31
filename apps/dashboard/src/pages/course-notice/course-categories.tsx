import type { ApiAnswer } from '@schoolpage/api-client';
import { COURSE_SECTIONS, DASHBOARD_MESSAGES as M, type Course, type CourseCategory } from '@schoolpage/content-contract';
import type { AnsweredList } from '../../api/use-answered-list';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { useFeedback } from '../../feedback/use-feedback';
import { ItemList } from '../../sections/item-list';
import type { ItemPreview } from '../../sections/item-preview';
import { MoveButtons } from '../../sections/move-buttons';
import { SectionCard } from '../../sections/section-card';
import { SectionForm } from '../../sections/section-form';
import styles from '../../sections/sections.module.css';
import { useDragReorder } from '../../sections/use-drag-reorder';
import { useItemMoves } from '../../sections/use-item-moves';
import { useItemEditing } from '../../sections/use-item-editing';
import { useItemRemoval } from '../../sections/use-item-removal';
import {
  categoryAction,
  categoryFields,
  categoryPath,
  courseAction,
  courseFields,
  coursePath,
  savedCourseValues,
} from './course-forms';

function coursePreview(course: Course): ItemPreview {
  const details = [course.fee && `Fee: ${course.fee}`, course.duration && `Duration: ${course.duration}`];
  return { title: course.title, meta: details.filter(Boolean).join(' · ') || undefined };
}

/** What is open for editing: a category (rename) or one course of a category. */
type Editing = { category: number } | { category: number; course: number } | null;

/**
 * Spec §2 "Notice & Courses": category add and delete (confirmed), course add and delete; categories
 * renamed and moved, courses edited (a new category moves them there) and moved within their category.
 */
export function CourseCategories({ courses }: { courses: AnsweredList<CourseCategory> }) {
  const categoryFeedback = useFeedback();
  const courseFeedback = useFeedback();
  const categoryRemoval = useItemRemoval({
    failed: M.genericFailed,
    feedback: categoryFeedback,
    onRemoved: courses.show,
    question: M.categoryDeleteConfirm,
    declined: M.categoryNotDeleted,
  });
  const courseRemoval = useItemRemoval({ failed: M.genericFailed, feedback: categoryFeedback, onRemoved: courses.show });
  const moves = useItemMoves(categoryFeedback, courses.show);
  const { open: editing, set: setEditing } = useItemEditing<Exclude<Editing, null>>();
  const close = () => setEditing(null);
  const saved = (_changed: unknown, answer: ApiAnswer) => void courses.show(answer).then(close);

  const categories = courses.data;
  const drag = useDragReorder((from, to) => {
    const entry = categories[from];
    if (entry) void moves.move(categoryPath(entry, from), to, entry.category, categories.length);
  });
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
          onSaved={(_changed, answer) => void courses.show(answer)}
        />
        <FeedbackAlert feedback={categoryFeedback} />
        {categories.length === 0 ? (
          <p className={styles.muted}>{courses.status === 'loading' ? 'Loading...' : M.emptyList}</p>
        ) : (
          <ul className={styles.list} aria-label="Course categories list">
            {categories.map((entry, categoryIndex) => {
              const { category, course } = entry;
              const renaming = editing !== null && editing.category === categoryIndex && !('course' in editing);
              const openCourse = editing !== null && editing.category === categoryIndex && 'course' in editing ? editing.course : undefined;
              const list = course ?? [];
              return (
                <li key={entry.id ?? category} {...drag.itemProps(categoryIndex, editing === null && categories.length > 1, styles.category)}>
                  {renaming ? (
                    <SectionForm
                      fields={categoryFields}
                      submitLabel="Save"
                      action={{ path: categoryPath(entry, categoryIndex), encoding: 'json', method: 'PATCH' }}
                      requiredMessage={M.categoryRequired}
                      failure={M.updateFailed}
                      feedback={categoryFeedback}
                      initial={{ category }}
                      onCancel={close}
                      onSaved={saved}
                    />
                  ) : (
                    <div className={styles.row}>
                      <h3 className={styles.categoryTitle}>{category}</h3>
                      <div className={styles.itemActions}>
                        <MoveButtons
                          index={categoryIndex}
                          count={categories.length}
                          onMove={(to) => void moves.move(categoryPath(entry, categoryIndex), to, category, categories.length)}
                        />
                        <button
                          type="button"
                          className={styles.secondaryButton}
                          data-item-action="edit"
                          onClick={() => setEditing({ category: categoryIndex })}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className={styles.deleteButton}
                          data-item-action="delete"
                          aria-label={`Delete category ${category}`}
                          onClick={() =>
                            categoryRemoval.remove({ path: COURSE_SECTIONS.category.path, json: { category } }, `category ${category}`)
                          }
                        >
                          Delete category
                        </button>
                      </div>
                    </div>
                  )}
                  <ItemList
                    label={`${category} courses`}
                    items={list}
                    status={courses.status}
                    preview={coursePreview}
                    onDelete={(item, _, label) =>
                      courseRemoval.remove({ path: COURSE_SECTIONS.course.path, json: { category, courseTitle: item.title } }, label)
                    }
                    onEdit={(_item, index) => setEditing({ category: categoryIndex, course: index })}
                    onMove={(item, _index, to, label) => void moves.move(coursePath(item), to, label, list.length)}
                    editing={
                      openCourse !== undefined && list[openCourse]
                        ? {
                            index: openCourse,
                            form: (
                              <SectionForm
                                fields={courseFields(categories)}
                                submitLabel="Save"
                                action={{ path: coursePath(list[openCourse]), encoding: 'json', method: 'PATCH' }}
                                requiredMessage={M.courseRequired}
                                failure={M.updateFailed}
                                feedback={categoryFeedback}
                                initial={savedCourseValues(category, list[openCourse])}
                                onCancel={close}
                                onSaved={saved}
                              />
                            ),
                          }
                        : undefined
                    }
                  />
                </li>
              );
            })}
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
          onSaved={(_changed, answer) => void courses.show(answer)}
        />
        <FeedbackAlert feedback={courseFeedback} />
      </SectionCard>
      {categoryRemoval.dialog}
      {courseRemoval.dialog}
    </>
  );
}

