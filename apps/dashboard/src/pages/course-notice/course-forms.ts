import { COURSE_SECTIONS, type Course, type CourseCategory } from '@schoolpage/content-contract';
import type { Words } from '@schoolpage/words';
import type { FieldSpec } from '../../sections/field-spec';
import type { courseNoticeWords } from './course-notice.words';

type CourseWords = Words<keyof typeof courseNoticeWords.en>;

/** The category form's one field. */
export function categoryFields(words: CourseWords): readonly FieldSpec[] {
  return [{ name: 'category', label: words.t('category'), kind: 'text', required: true }];
}

/** Course fields; the category select offers the saved categories. */
export function courseFields(categories: readonly CourseCategory[], words: CourseWords): readonly FieldSpec[] {
  return [
    {
      name: 'category',
      label: words.t('category'),
      kind: 'select',
      required: true,
      options: categories.map(({ category }) => ({ value: category, label: category })),
    },
    { name: 'courseName', label: words.t('courseName'), kind: 'text', required: true },
    { name: 'fee', label: words.t('fee'), kind: 'text', placeholder: words.t('feeExample') },
    { name: 'duration', label: words.t('duration'), kind: 'text', placeholder: words.t('durationExample') },
  ];
}

export const categoryAction = { path: COURSE_SECTIONS.category.path, encoding: 'json' } as const;
export const courseAction = { path: COURSE_SECTIONS.course.path, encoding: 'json' } as const;

/** Where a category or course is edited and moved: `<path>/<id>` (a category without an id by its position). */
export function categoryPath(category: CourseCategory, index: number): string {
  return `${COURSE_SECTIONS.category.path}/${category.id ? encodeURIComponent(category.id) : index}`;
}

export function coursePath(course: Course): string {
  return `${COURSE_SECTIONS.course.path}/${encodeURIComponent(course.id ?? '')}`;
}

/** A course's saved values by its form's field names (stored `title` is the form's `courseName`). */
export function savedCourseValues(category: string, course: Course): Record<string, string> {
  return { category, courseName: course.title ?? '', fee: course.fee ?? '', duration: course.duration ?? '' };
}
