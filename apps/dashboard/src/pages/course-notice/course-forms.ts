import type { CourseCategory } from '@schoolpage/content-contract';
import { DASHBOARD_API } from '../../api/dashboard-api-paths';
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

export const categoryAction = { path: DASHBOARD_API.category, encoding: 'json' } as const;
export const courseAction = { path: DASHBOARD_API.course, encoding: 'json' } as const;
