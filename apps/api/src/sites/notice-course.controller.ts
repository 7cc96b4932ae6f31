import { BadRequestException, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, COURSE_SECTIONS, sectionHistoryKey } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { added, listAnswer, removed } from './list-answer';
import { itemSelectorOf } from './list-section.controller';
import { categorySchema, courseDeletionSchema, moveSchema } from './section.schemas';
import { sectionSchema } from './section-schema';
import { CoursesService } from './courses.service';
import { ListItemsService } from './list-items.service';
import { apiRoute } from '../common/api-route';

const courseSchema = sectionSchema(COURSE_SECTIONS.course, false);
const courseEditSchema = sectionSchema(COURSE_SECTIONS.course, true);

/** A courses answer, with the courses' `historyKey`. */
function coursesAnswer(answer: (name: string, items: unknown[], message?: string) => object, items: unknown[], message?: string) {
  return { ...answer('courses', items, message), historyKey: sectionHistoryKey('courses') };
}

/** Spec §7 dashboard "Notice & Courses": course categories and their courses (notices: list-section.controller.ts). */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class NoticeCourseController {
  constructor(
    private readonly lists: ListItemsService,
    private readonly catalogue: CoursesService,
  ) {}

  @Get(apiRoute(COURSE_SECTIONS.course.path))
  async courses(@SignedIn() admin: SignedInAdmin) {
    return coursesAnswer(listAnswer, await this.lists.list(admin.accountId, 'courses'));
  }

  @Post(apiRoute(COURSE_SECTIONS.course.path))
  async addCourse(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(courseSchema)) body: z.output<typeof courseSchema>) {
    const input = body as { courseName: string; category: string; fee?: string; duration?: string };
    const courses = await this.catalogue.addCourse(admin.accountId, { ...input, fee: input.fee ?? '', duration: input.duration ?? '' });
    return coursesAnswer(added, courses);
  }

  /** Changes a course's name, fee or duration; a new `category` moves it there. */
  @Patch(`${apiRoute(COURSE_SECTIONS.course.path)}/:id`)
  async editCourse(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @JsonBody(valid(courseEditSchema)) body: z.output<typeof courseEditSchema>) {
    const selector = itemSelectorOf(id);
    if (!selector.id) throw new BadRequestException(API_MESSAGES.request.itemNotFound);
    if (Object.values(body).every((value) => value === undefined)) throw new BadRequestException(API_MESSAGES.request.emptyBody);
    return coursesAnswer(listAnswer, await this.catalogue.editCourse(admin.accountId, selector.id, body), API_MESSAGES.site.saved);
  }

  @Post(`${apiRoute(COURSE_SECTIONS.course.path)}/:id/move`)
  @HttpCode(200)
  async moveCourse(@SignedIn() admin: SignedInAdmin, @Param('id') id: string, @JsonBody(valid(moveSchema)) body: z.output<typeof moveSchema>) {
    const selector = itemSelectorOf(id);
    if (!selector.id) throw new BadRequestException(API_MESSAGES.request.itemNotFound);
    return coursesAnswer(listAnswer, await this.catalogue.moveCourse(admin.accountId, selector.id, body.to), API_MESSAGES.site.moved);
  }

  @Delete(apiRoute(COURSE_SECTIONS.course.path))
  @HttpCode(200)
  async removeCourse(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(courseDeletionSchema)) body: z.output<typeof courseDeletionSchema>) {
    const removal = await this.catalogue.removeCourse(admin.accountId, body.category, body.courseTitle);
    return { ...coursesAnswer(removed, removal.list), deletedId: removal.deletedId };
  }

  @Post(apiRoute(COURSE_SECTIONS.category.path))
  async addCategory(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(categorySchema)) body: z.output<typeof categorySchema>) {
    return coursesAnswer(added, await this.catalogue.addCategory(admin.accountId, body.category));
  }

  /** Renames a category (by id, or position): `{ category }`. */
  @Patch(`${apiRoute(COURSE_SECTIONS.category.path)}/:item`)
  async renameCategory(@SignedIn() admin: SignedInAdmin, @Param('item') item: string, @JsonBody(valid(categorySchema)) body: z.output<typeof categorySchema>) {
    return coursesAnswer(listAnswer, await this.catalogue.renameCategory(admin.accountId, itemSelectorOf(item), body.category), API_MESSAGES.site.saved);
  }

  @Post(`${apiRoute(COURSE_SECTIONS.category.path)}/:item/move`)
  @HttpCode(200)
  async moveCategory(@SignedIn() admin: SignedInAdmin, @Param('item') item: string, @JsonBody(valid(moveSchema)) body: z.output<typeof moveSchema>) {
    return coursesAnswer(listAnswer, await this.catalogue.moveCategory(admin.accountId, itemSelectorOf(item), body.to), API_MESSAGES.site.moved);
  }

  @Delete(apiRoute(COURSE_SECTIONS.category.path))
  async removeCategory(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(categorySchema)) body: z.output<typeof categorySchema>) {
    const removal = await this.catalogue.removeCategory(admin.accountId, body.category);
    return { ...coursesAnswer(removed, removal.list), deletedId: removal.deletedId };
  }
}
