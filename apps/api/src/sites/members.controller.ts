import { Body, Controller, Delete, Get, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { valid } from '../common/zod-body.pipe';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { Multipart } from '../uploads/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../uploads/upload.service';
import { Uploads } from '../uploads/uploads.decorator';
import { selectorOf } from './list-answer';
import { memberSchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;

/** Spec §7 dashboard "Our Members": faculty and staff, read back as `info.facultyMember` / `info.staffMember`. */
@Controller('dashboard/our-members')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class MembersController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  private async members(organizationId: string, message?: string) {
    const { content } = await this.sites.read(organizationId);
    return { success: true, ...(message ? { message } : {}), info: { facultyMember: content.facultyMember, staffMember: content.staffMember } };
  }

  @Get('member')
  list(@SignedIn() admin: SignedInAdmin) {
    return this.members(admin.accountId);
  }

  @Post('member')
  @UseInterceptors(Multipart('memberImage'))
  async add(@SignedIn() admin: SignedInAdmin, @Body(valid(memberSchema)) body: z.output<typeof memberSchema>, @Uploads() files: Files) {
    const list = body.memberType === 'faculty' ? 'facultyMember' : 'staffMember';
    await this.uploads.storeThen(admin.accountId, [{ file: files.memberImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, list, {
        fullName: body.fullName,
        designation: body.designation ?? '',
        qualification: body.qualification ?? [],
        email: body.email ?? [],
        phone: body.phone ?? [],
        ...(url ? { imageUrl: { url } } : {}),
      }),
    );
    return this.members(admin.accountId, API_MESSAGES.site.added);
  }

  @Delete('faculty/:index')
  async removeFaculty(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    await this.sites.removeItem(admin.accountId, 'facultyMember', selectorOf(index, id));
    return this.members(admin.accountId, API_MESSAGES.site.removed);
  }

  @Delete('staff/:index')
  async removeStaff(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    await this.sites.removeItem(admin.accountId, 'staffMember', selectorOf(index, id));
    return this.members(admin.accountId, API_MESSAGES.site.removed);
  }
}
