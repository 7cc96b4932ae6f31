import { BadRequestException, Body, Controller, Delete, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
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
import { admissionStepSchema, applicationFormSchema, calendarEventSchema, selectorSchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;
type Selector = z.output<typeof selectorSchema>;

/** Spec §7 dashboard "Academics": calendar of events, admission steps, application forms (deletes name `{ index }` in the body). */
@Controller('dashboard/academics')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class AcademicsController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  @Get('calendar-of-event')
  async events(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('calendarOfEvents', await this.sites.list(admin.accountId, 'calendarOfEvents'));
  }

  @Post('calendar-of-event')
  async addEvent(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(calendarEventSchema)) body: z.output<typeof calendarEventSchema>) {
    return added('calendarOfEvents', await this.sites.addItem(admin.accountId, 'calendarOfEvents', { title: body.eventTitle, date: body.eventDate }));
  }

  @Delete(['calendar-of-event', 'calendar-of-event/:index'])
  async removeEvent(@SignedIn() admin: SignedInAdmin, @JsonBody({ optional: true }, valid(selectorSchema)) body: Selector, @Param('index') index?: string, @Query('id') id?: string) {
    return removed('calendarOfEvents', await this.sites.removeItem(admin.accountId, 'calendarOfEvents', selectorOf(index ?? body.index, id ?? body.id)));
  }

  @Get('admission-process')
  async steps(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('admissionProcess', await this.sites.list(admin.accountId, 'admissionProcess'));
  }

  @Post('admission-process')
  async addStep(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(admissionStepSchema)) body: z.output<typeof admissionStepSchema>) {
    return added('admissionProcess', await this.sites.addItem(admin.accountId, 'admissionProcess', { title: body.stepTitle, content: body.content }));
  }

  @Delete(['admission-process', 'admission-process/:index'])
  async removeStep(@SignedIn() admin: SignedInAdmin, @JsonBody({ optional: true }, valid(selectorSchema)) body: Selector, @Param('index') index?: string, @Query('id') id?: string) {
    return removed('admissionProcess', await this.sites.removeItem(admin.accountId, 'admissionProcess', selectorOf(index ?? body.index, id ?? body.id)));
  }

  @Get('application-form')
  async forms(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('applicationForms', await this.sites.list(admin.accountId, 'applicationForms'));
  }

  @Post('application-form')
  @UseInterceptors(Multipart('applicationForm'))
  async addForm(@SignedIn() admin: SignedInAdmin, @Body(valid(applicationFormSchema)) body: z.output<typeof applicationFormSchema>, @Uploads() files: Files) {
    if (!files.applicationForm) throw new BadRequestException(API_MESSAGES.site.applicationFormRequired);
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.applicationForm, kind: 'pdf' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'applicationForms', { title: body.formTitle, fileUrl: { url: url as string } }),
    );
    return added('applicationForms', list);
  }

  @Delete(['application-form', 'application-form/:index'])
  async removeForm(@SignedIn() admin: SignedInAdmin, @JsonBody({ optional: true }, valid(selectorSchema)) body: Selector, @Param('index') index?: string, @Query('id') id?: string) {
    return removed('applicationForms', await this.sites.removeItem(admin.accountId, 'applicationForms', selectorOf(index ?? body.index, id ?? body.id)));
  }
}
