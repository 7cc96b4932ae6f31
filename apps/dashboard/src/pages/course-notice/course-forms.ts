import { COURSE_SECTIONS, type Course, type CourseCategory } from '@schoolpage/content-contract';
import type { FieldSpec } from '../../sections/field-spec';

export const categoryFields: readonly FieldSpec[] = [{ name: 'category', label: 'Category', kind: 'text', required: true }];

/** Course fields; the category select offers the saved categories. */
export function courseFields(categories: readonly CourseCategory[]): readonly FieldSpec[] {
  return [
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: categories.map(({ category }) => ({ value: category, label: category })),
    },
    { name: 'courseName', label: 'Course name', kind: 'text', required: true },
    { name: 'fee', label: 'Fee', kind: 'text', placeholder: 'e.g. 1,20,000 - 1,60,000' },
    { name: 'duration', label: 'Duration', kind: 'text', placeholder: 'e.g. 2 years' },
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
