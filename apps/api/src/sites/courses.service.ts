import { Injectable } from '@nestjs/common';
import type { Course, StoredSiteContent } from '@schoolpage/content-contract';
import type { Removal } from './list-items.service';
import { keepDeleted } from './recently-deleted';
import { SiteEditor } from './site-editor';
import { CategoryExistsError, CategoryMissingError, CourseMissingError } from './site-errors';
import { ItemNotFoundError, newItemId, positionOf, withItemAdded, withItemEdited, withItemMoved, withItemRemoved, type ItemSelector } from './site-lists';

export interface CourseInput {
  category: string;
  courseName: string;
  fee: string;
  duration: string;
}

export interface CourseChange {
  courseName?: string;
  category?: string;
  fee?: string;
  duration?: string;
}

type Courses = StoredSiteContent['courses'];

/** A site's course categories and the courses in each (spec "Notice & Courses"). Category names are matched ignoring case and spaces around. */
@Injectable()
export class CoursesService {
  constructor(private readonly editor: SiteEditor) {}

  addCategory(organizationId: string, category: string): Promise<Courses> {
    return this.editor.change(organizationId, ({ content }) => {
      if (content.courses.some((c) => sameCategoryName(c.category, category))) throw new CategoryExistsError();
      content.courses = withItemAdded(content.courses, { id: newItemId(), category, course: [] });
      return content.courses;
    });
  }

  /** Deleting a category deletes its courses too (restored together). */
  removeCategory(organizationId: string, category: string): Promise<Removal<Courses>> {
    return this.editor.change(organizationId, ({ content }) => {
      const position = content.courses.findIndex((c) => sameCategoryName(c.category, category));
      if (position < 0) throw new CategoryMissingError();
      const { list, removed } = withItemRemoved(content.courses, { index: position });
      content.courses = list;
      return { list: content.courses, deletedId: keepDeleted(content, { list: 'courses', position, item: removed }) };
    });
  }

  /** Renames the category with this id (or at this position). */
  renameCategory(organizationId: string, selector: ItemSelector, name: string): Promise<Courses> {
    return this.editor.change(organizationId, ({ content }) => {
      const position = positionOf(content.courses, selector);
      if (content.courses.some((c, i) => i !== position && sameCategoryName(c.category, name))) throw new CategoryExistsError();
      content.courses = withItemEdited(content.courses, { index: position }, (c) => ({ ...c, category: name }));
      return content.courses;
    });
  }

  moveCategory(organizationId: string, selector: ItemSelector, to: number): Promise<Courses> {
    return this.editor.change(organizationId, ({ content }) => {
      content.courses = withItemMoved(content.courses, selector, to);
      return content.courses;
    });
  }

  /** Changes the given fields of the course with this id; a new category moves it to the end of that category. */
  editCourse(organizationId: string, courseId: string, change: CourseChange): Promise<Courses> {
    return this.editor.change(organizationId, ({ content }) => {
      const from = categoryOfCourse(content.courses, courseId);
      const course = from.course.find((c) => c.id === courseId) as Course;
      const edited: Course = {
        ...course,
        ...(change.courseName !== undefined ? { title: change.courseName } : {}),
        ...(change.fee !== undefined ? { fee: change.fee } : {}),
        ...(change.duration !== undefined ? { duration: change.duration } : {}),
      };
      const to = change.category === undefined ? from : content.courses.find((c) => sameCategoryName(c.category, change.category as string));
      if (!to) throw new CategoryMissingError();
      if (to === from) from.course = from.course.map((c) => (c.id === courseId ? edited : c));
      else {
        from.course = from.course.filter((c) => c.id !== courseId);
        to.course = withItemAdded(to.course, edited);
      }
      return content.courses;
    });
  }

  /** Moves the course with this id to position `to` within its category. */
  moveCourse(organizationId: string, courseId: string, to: number): Promise<Courses> {
    return this.editor.change(organizationId, ({ content }) => {
      const category = categoryOfCourse(content.courses, courseId);
      category.course = withItemMoved(category.course, { id: courseId }, to);
      return content.courses;
    });
  }

  addCourse(organizationId: string, input: CourseInput): Promise<Courses> {
    return this.editor.change(organizationId, ({ content }) => {
      const category = content.courses.find((c) => sameCategoryName(c.category, input.category));
      if (!category) throw new CategoryMissingError();
      const course: Course = { id: newItemId(), title: input.courseName, fee: input.fee, duration: input.duration };
      category.course = withItemAdded(category.course, course);
      return content.courses;
    });
  }

  removeCourse(organizationId: string, categoryName: string, courseTitle: string): Promise<Removal<Courses>> {
    return this.editor.change(organizationId, ({ content }) => {
      const category = content.courses.find((c) => sameCategoryName(c.category, categoryName));
      if (!category) throw new CategoryMissingError();
      const position = category.course.findIndex((c) => c.title === courseTitle);
      if (position < 0) throw new CourseMissingError();
      const { list, removed } = withItemRemoved(category.course, { index: position });
      category.course = list;
      if (!category.id) category.id = newItemId();
      const deletedId = keepDeleted(content, { list: 'courses', categoryId: category.id, position, item: removed });
      return { list: content.courses, deletedId };
    });
  }
}

/** Two category names are the same one when they differ only in case and surrounding spaces. */
export function sameCategoryName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function categoryOfCourse(courses: Courses, courseId: string) {
  const category = courses.find((c) => c.course.some((course) => course.id === courseId));
  if (!category) throw new ItemNotFoundError('unknownId');
  return category;
}
