import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../uploads/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../uploads/upload.service';
import { Uploads } from '../uploads/uploads.decorator';
import { added, listAnswer, removed, selectorOf } from './list-answer';
import { categorySchema, courseDeletionSchema, courseSchema, noticeSchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;

/** Spec §7 dashboard "Notice & Courses": course categories, courses, notices. */
@Controller('dashboard/notice-course')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class NoticeCourseController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  @Get('course')
  async courses(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('courses', await this.sites.list(admin.accountId, 'courses'));
  }

  @Post('course')
  async addCourse(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(courseSchema)) body: z.output<typeof courseSchema>) {
    const courses = await this.sites.addCourse(admin.accountId, { ...body, fee: body.fee ?? '', duration: body.duration ?? '' });
    return added('courses', courses);
  }

  @Delete('course')
  @HttpCode(200)
  async removeCourse(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(courseDeletionSchema)) body: z.output<typeof courseDeletionSchema>) {
    return removed('courses', await this.sites.removeCourse(admin.accountId, body.category, body.courseTitle));
  }

  @Post('category')
  async addCategory(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(categorySchema)) body: z.output<typeof categorySchema>) {
    return added('courses', await this.sites.addCategory(admin.accountId, body.category));
  }

  @Delete('category')
  async removeCategory(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(categorySchema)) body: z.output<typeof categorySchema>) {
    return removed('courses', await this.sites.removeCategory(admin.accountId, body.category));
  }

  @Get('notice')
  async notices(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('notice', await this.sites.list(admin.accountId, 'notice'));
  }

  @Post('notice')
  @UseInterceptors(Multipart('noticeFile'))
  async addNotice(@SignedIn() admin: SignedInAdmin, @Body(valid(noticeSchema)) body: z.output<typeof noticeSchema>, @Uploads() files: Files) {
    if (!files.noticeFile) throw new BadRequestException(API_MESSAGES.site.noticeRequired);
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.noticeFile, kind: 'imageOrPdf' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'notice', { title: body.noticeTitle, uploadDate: new Date().toISOString(), fileUrl: { url: url as string } }),
    );
    return added('notice', list);
  }

  @Delete('notice/:index')
  async removeNotice(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('notice', await this.sites.removeItem(admin.accountId, 'notice', selectorOf(index, id)));
  }
}
