import { BadRequestException, Body, Controller, Delete, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../uploads/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../uploads/upload.service';
import { Uploads } from '../uploads/uploads.decorator';
import { added, listAnswer, removed, selectorOf } from './list-answer';
import { activitySchema, gallerySchema, sliderSchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;

/** Spec §7 dashboard "Visible": slider, activities, gallery. */
@Controller('dashboard/visible')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class VisibleController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  @Get('slider')
  async slider(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('slider', await this.sites.list(admin.accountId, 'slider'));
  }

  @Post('slider')
  @UseInterceptors(Multipart('sliderImage'))
  async addSlider(@SignedIn() admin: SignedInAdmin, @Body(valid(sliderSchema)) body: z.output<typeof sliderSchema>, @Uploads() files: Files) {
    if (!files.sliderImage) throw new BadRequestException(API_MESSAGES.site.sliderRequired);
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.sliderImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'slider', { sliderQuote: body.sliderQuote, imageUrl: { url: url as string } }),
    );
    return added('slider', list);
  }

  @Delete('slider/:index')
  async removeSlider(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('slider', await this.sites.removeItem(admin.accountId, 'slider', selectorOf(index, id)));
  }

  @Get('activitie')
  async activities(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('activity', await this.sites.list(admin.accountId, 'activities'));
  }

  @Post('activitie')
  @UseInterceptors(Multipart('activitieImage'))
  async addActivity(@SignedIn() admin: SignedInAdmin, @Body(valid(activitySchema)) body: z.output<typeof activitySchema>, @Uploads() files: Files) {
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.activitieImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'activities', {
        title: body.activitieTitle,
        content: body.activitieContent,
        ...(url ? { imageUrl: { url } } : {}),
      }),
    );
    return added('activity', list);
  }

  @Delete('activitie/:index')
  async removeActivity(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('activity', await this.sites.removeItem(admin.accountId, 'activities', selectorOf(index, id)));
  }

  @Get('gallery')
  async gallery(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('gallery', await this.sites.list(admin.accountId, 'gallery'));
  }

  @Post('gallery')
  @UseInterceptors(Multipart('galleryImage'))
  async addImage(@SignedIn() admin: SignedInAdmin, @Body(valid(gallerySchema)) _body: unknown, @Uploads() files: Files) {
    if (!files.galleryImage) throw new BadRequestException(API_MESSAGES.site.galleryRequired);
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.galleryImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'gallery', { url: url as string }),
    );
    return added('gallery', list);
  }

  @Delete('gallery/:index')
  async removeImage(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('gallery', await this.sites.removeItem(admin.accountId, 'gallery', selectorOf(index, id)));
  }
}
