import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
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
import { contactSchema, socialMediaSchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;

/** Spec §7 dashboard "Contact": contact details and social media links. */
@Controller('dashboard/contact')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class ContactController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  @Get('address')
  async address(@SignedIn() admin: SignedInAdmin) {
    return { success: true, info: (await this.sites.read(admin.accountId)).content.contactDetails };
  }

  @Post('address')
  @HttpCode(200)
  async setAddress(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(contactSchema)) body: z.output<typeof contactSchema>) {
    return { success: true, message: API_MESSAGES.site.saved, info: await this.sites.setContactDetails(admin.accountId, body) };
  }

  @Get('social-media')
  async socialMedia(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('socialMedia', await this.sites.list(admin.accountId, 'socialMedia'));
  }

  @Post('social-media')
  @UseInterceptors(Multipart('socialMediaLogo'))
  async addSocialMedia(@SignedIn() admin: SignedInAdmin, @Body(valid(socialMediaSchema)) body: z.output<typeof socialMediaSchema>, @Uploads() files: Files) {
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.socialMediaLogo, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'socialMedia', { title: body.socialMediaName, url: body.socialMediaURL, ...(url ? { icon: { url } } : {}) }),
    );
    return added('socialMedia', list);
  }

  @Delete('social-media/:index')
  async removeSocialMedia(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('socialMedia', await this.sites.removeItem(admin.accountId, 'socialMedia', selectorOf(index, id)));
  }
}
