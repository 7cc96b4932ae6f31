import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import type { SignedInAdmin } from '../auth/session.service';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../uploads/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../uploads/upload.service';
import { Uploads } from '../uploads/uploads.decorator';
import { added, listAnswer, removed, selectorOf } from './list-answer';
import { missionSchema, orgInfoSchema, overviewSchema, textLogoSchema, visionSchema } from './section.schemas';
import { SitesService } from './sites.service';

type Files = Record<string, ReceivedFile | undefined>;

/** Spec §7 dashboard "Home": organisation info, overview, text logo, vision and mission. */
@Controller('dashboard/home')
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class HomeController {
  constructor(
    private readonly sites: SitesService,
    private readonly uploads: UploadService,
  ) {}

  @Post('orginfo')
  @HttpCode(200)
  @UseInterceptors(Multipart('organizationImage', 'organizationLogo'))
  async orgInfo(@SignedIn() admin: SignedInAdmin, @Body(valid(orgInfoSchema)) body: z.output<typeof orgInfoSchema>, @Uploads() files: Files) {
    const { organizationImage, organizationLogo } = files;
    if (!body.organizationName && !body.welcomeMessage && !organizationImage && !organizationLogo) {
      throw new BadRequestException(API_MESSAGES.site.orgInfoEmpty);
    }
    const icons = organizationLogo ? await this.uploads.logoIcons(organizationLogo) : undefined;
    await this.uploads.storeThen(
      admin.accountId,
      [
        { file: organizationImage, kind: 'image' },
        { file: organizationLogo, kind: 'image' },
        { file: icons?.favicon, kind: 'image' },
        { file: icons?.appleTouchIcon, kind: 'image' },
      ],
      ([organizationImageUrl, organizationLogoUrl, faviconUrl, appleTouchIconUrl]) =>
        this.sites.updateOrgInfo(admin.accountId, {
          organizationName: body.organizationName || undefined,
          welcomeMessage: body.welcomeMessage || undefined,
          organizationImageUrl,
          organizationLogoUrl,
          faviconUrl,
          appleTouchIconUrl,
        }),
    );
    return { success: true, message: API_MESSAGES.site.saved };
  }

  @Get('overview')
  async overview(@SignedIn() admin: SignedInAdmin) {
    return listAnswer('overview', await this.sites.list(admin.accountId, 'overview'));
  }

  @Post('overview')
  @UseInterceptors(Multipart('overviewImage'))
  async addOverview(@SignedIn() admin: SignedInAdmin, @Body(valid(overviewSchema)) body: z.output<typeof overviewSchema>, @Uploads() files: Files) {
    if (!files.overviewImage) throw new BadRequestException(API_MESSAGES.site.overviewRequired);
    const list = await this.uploads.storeThen(admin.accountId, [{ file: files.overviewImage, kind: 'image' }], ([url]) =>
      this.sites.addItem(admin.accountId, 'overview', { overviewContent: body.overviewContent, imageUrl: { url: url as string } }),
    );
    return added('overview', list);
  }

  @Delete('overview/:index')
  async removeOverview(@SignedIn() admin: SignedInAdmin, @Param('index') index: string, @Query('id') id?: string) {
    return removed('overview', await this.sites.removeItem(admin.accountId, 'overview', selectorOf(index, id)));
  }

  @Post('text-logo')
  @HttpCode(200)
  async textLogo(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(textLogoSchema)) body: z.output<typeof textLogoSchema>) {
    await this.sites.setTextLogo(admin.accountId, body);
    return { success: true, message: API_MESSAGES.site.saved };
  }

  @Get('vision-mission')
  async visionMission(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.sites.read(admin.accountId);
    return { success: true, vision: content.vision, mission: content.mission };
  }

  @Post('vision')
  async addVision(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(visionSchema)) body: z.output<typeof visionSchema>) {
    return added('vision', await this.sites.addItem(admin.accountId, 'vision', body.vision));
  }

  @Post('mission')
  async addMission(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(missionSchema)) body: z.output<typeof missionSchema>) {
    return added('mission', await this.sites.addItem(admin.accountId, 'mission', body.mission));
  }

  @Delete('vision/:index')
  async removeVision(@SignedIn() admin: SignedInAdmin, @Param('index') index: string) {
    return removed('vision', await this.sites.removeItem(admin.accountId, 'vision', selectorOf(index, undefined)));
  }

  @Delete('mission/:index')
  async removeMission(@SignedIn() admin: SignedInAdmin, @Param('index') index: string) {
    return removed('mission', await this.sites.removeItem(admin.accountId, 'mission', selectorOf(index, undefined)));
  }
}
