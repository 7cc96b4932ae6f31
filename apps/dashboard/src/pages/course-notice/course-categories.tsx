import { useMemo } from 'react';
import type { ApiAnswer } from '@schoolpage/api-client';
import { COURSE_SECTIONS, DASHBOARD_MESSAGES as M, type Course, type CourseCategory, historyKey } from '@schoolpage/content-contract';
import { useWords, type Words } from '@schoolpage/words';
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
import { courseNoticeWords } from './course-notice.words';

/** The key of the versions of what this screen edits (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'section', field: 'courses' });

/** A course's row: its title, fee and duration. */
function coursePreviewIn(words: Words<keyof typeof courseNoticeWords.en>) {
  return (course: Course): ItemPreview => {
    const details = [course.fee && words.t('feeIs', { fee: course.fee }), course.duration && words.t('durationIs', { duration: course.duration })];
    return { title: course.title, meta: details.filter(Boolean).join(' · ') || undefined };
  };
}

/** What is open for editing: a category (rename) or one course of a category. */
type Editing = { category: number } | { category: number; course: number } | null;

/**
 * Spec §2 "Notice & Courses": category add and delete (confirmed), course add and delete; categories
 * renamed and moved, courses edited (a new category moves them there) and moved within their category.
 */
export function CourseCategories({ courses }: { courses: AnsweredList<CourseCategory> }) {
  const words = useWords(courseNoticeWords);
  const coursePreview = useMemo(() => coursePreviewIn(words), [words]);
  const categoryForm = useMemo(() => categoryFields(words), [words]);
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
      <SectionCard title={words.t('categories')} historyKey={HISTORY_KEY}>
        <SectionForm
          fields={categoryForm}
          submitLabel={words.t('addCategory')}
          action={categoryAction}
          requiredMessage={M.categoryRequired}
          failure={M.categoryFailed}
          feedback={categoryFeedback}
          onSaved={(_changed, answer) => void courses.show(answer)}
        />
        <FeedbackAlert feedback={categoryFeedback} />
        {categories.length === 0 ? (
          <p className={styles.muted}>{courses.status === 'loading' ? words.t('loading') : words.t('emptyList')}</p>
        ) : (
          <ul className={styles.list} aria-label={words.t('categoriesList')}>
            {categories.map((entry, categoryIndex) => {
              const { category, course } = entry;
              const renaming = editing !== null && editing.category === categoryIndex && !('course' in editing);
              const openCourse = editing !== null && editing.category === categoryIndex && 'course' in editing ? editing.course : undefined;
              const list = course ?? [];
              return (
                <li key={entry.id ?? category} {...drag.itemProps(categoryIndex, editing === null && categories.length > 1, styles.category)}>
                  {renaming ? (
                    <SectionForm
                      fields={categoryForm}
                      submitLabel={words.t('save')}
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
                          {words.t('edit')}
                        </button>
                        <button
                          type="button"
                          className={styles.deleteButton}
                          data-item-action="delete"
                          aria-label={words.t('deleteCategoryOf', { category })}
                          onClick={() =>
                            categoryRemoval.remove({ path: COURSE_SECTIONS.category.path, json: { category } }, words.t('categoryItem', { category }))
                          }
                        >
                          {words.t('deleteCategory')}
                        </button>
                      </div>
                    </div>
                  )}
                  <ItemList
                    label={words.t('coursesOf', { category })}
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
                                fields={courseFields(categories, words)}
                                submitLabel={words.t('save')}
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
      <SectionCard title={words.t('addCourseTitle')}>
        <SectionForm
          fields={courseFields(courses.data, words)}
          submitLabel={words.t('addCourse')}
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

