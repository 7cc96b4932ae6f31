import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
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
import { facilitySchema, faqSchema, historySchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;

/** Spec §7 dashboard "About": history, FAQ, facilities. */
@Controller('dashboard/about')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class AboutController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  @Get('history')
  async history(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('history', await this.sites.list(admin.accountId, 'history'));
  }

  @Post('history')
  @UseInterceptors(Multipart('historyImage'))
  async addHistory(@SignedIn() admin: SignedInAdmin, @Body(valid(historySchema)) body: z.output<typeof historySchema>, @Uploads() files: Files) {
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.historyImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'history', { title: body.tagLine, content: body.content, ...(url ? { imageUrl: { url } } : {}) }),
    );
    return added('history', list);
  }

  @Delete('history/:index')
  async removeHistory(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('history', await this.sites.removeItem(admin.accountId, 'history', selectorOf(index, id)));
  }

  @Get('faq')
  async faq(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('faq', await this.sites.list(admin.accountId, 'faq'));
  }

  @Post('faq')
  async addFaq(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(faqSchema)) body: z.output<typeof faqSchema>) {
    return added('faq', await this.sites.addItem(admin.accountId, 'faq', { question: body.question, answer: body.answer }));
  }

  @Delete('faq/:index')
  async removeFaq(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('faq', await this.sites.removeItem(admin.accountId, 'faq', selectorOf(index, id)));
  }

  @Get('facility')
  async facilities(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('facility', await this.sites.list(admin.accountId, 'facilities'));
  }

  @Post('facility')
  @UseInterceptors(Multipart('facilityImage'))
  async addFacility(@SignedIn() admin: SignedInAdmin, @Body(valid(facilitySchema)) body: z.output<typeof facilitySchema>, @Uploads() files: Files) {
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.facilityImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'facilities', {
        title: body.facilityName,
        content: body.facilityContent,
        ...(url ? { imageUrl: { url } } : {}),
      }),
    );
    return added('facility', list);
  }

  @Delete('facility/:index')
  async removeFacility(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('facility', await this.sites.removeItem(admin.accountId, 'facilities', selectorOf(index, id)));
  }
}
