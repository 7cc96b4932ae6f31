import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { API_MESSAGES, DASHBOARD_API, OFFER_MESSAGES, checkOffers, type PictureText, sectionHistoryKey } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import type { SignedInAdmin } from '../auth/session.service';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { Multipart } from '../files/multipart.interceptor';
import { UploadService, type ReceivedFile } from '../files/upload.service';
import { Uploads } from '../files/uploads.decorator';
import { orgInfoSchema, textLogoSchema } from './section.schemas';
import { SingleSectionsService } from './single-sections.service';
import { SiteEditor } from './site-editor';
import { apiRoute } from '../common/api-route';

type Files = Record<string, ReceivedFile | undefined>;

/** The caption and alt text a form gives a single picture (each left out stays; '' clears it); undefined when it gives neither. */
function pictureTextOf(caption: string | undefined, altText: string | undefined): PictureText | undefined {
  if (caption === undefined && altText === undefined) return undefined;
  return { ...(caption !== undefined ? { caption } : {}), ...(altText !== undefined ? { altText } : {}) };
}

/** Spec §7 dashboard "Home": organisation info, text logo, vision and mission read together (the lists: list-section.controller.ts). */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class HomeController {
  constructor(
    private readonly editor: SiteEditor,
    private readonly sections: SingleSectionsService,
    private readonly uploads: UploadService,
  ) {}

  @Post(apiRoute(DASHBOARD_API.orgInfo))
  @HttpCode(200)
  @UseInterceptors(Multipart('organizationImage', 'organizationLogo'))
  async orgInfo(@SignedIn() admin: SignedInAdmin, @Body(valid(orgInfoSchema)) body: z.output<typeof orgInfoSchema>, @Uploads() files: Files) {
    const { organizationImage, organizationLogo } = files;
    const organizationImageText = pictureTextOf(body.organizationImageCaption, body.organizationImageAltText);
    const organizationLogoText = pictureTextOf(body.organizationLogoCaption, body.organizationLogoAltText);
    if (!body.organizationName && !body.welcomeMessage && !body.focalPoint && !organizationImage && !organizationLogo && !organizationImageText && !organizationLogoText) {
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
        this.sections.updateOrgInfo(admin.accountId, {
          organizationName: body.organizationName || undefined,
          welcomeMessage: body.welcomeMessage || undefined,
          organizationImageUrl,
          focalPoint: body.focalPoint,
          organizationLogoUrl,
          organizationImageText,
          organizationLogoText,
          faviconUrl,
          appleTouchIconUrl,
        }),
    );
    return { success: true, message: API_MESSAGES.site.saved };
  }

  /** Remove beside the saved welcome image or logo: `DELETE orginfo/organizationImage` or `orginfo/organizationLogo`. */
  @Delete(`${apiRoute(DASHBOARD_API.orgInfo)}/:picture`)
  async removePicture(@SignedIn() admin: SignedInAdmin, @Param('picture') picture: string) {
    if (picture !== 'organizationImage' && picture !== 'organizationLogo') throw new BadRequestException(API_MESSAGES.request.invalid);
    await this.sections.removeOrgPicture(admin.accountId, picture);
    return { success: true, message: API_MESSAGES.site.removed };
  }

  /** What the Organisation form shows: the saved name, welcome message, welcome image (and its focal point, when set) and logo, each picture's caption and alt text. */
  @Get(apiRoute(DASHBOARD_API.orgInfo))
  async savedOrgInfo(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return {
      success: true,
      info: {
        organizationName: content.organizationName,
        welcomeMessage: content.welcomeMessage?.welcomeMsg ?? '',
        organizationImage: content.welcomeMessage?.imageUrl?.url ?? '',
        organizationLogo: content.organizationLogo?.url ?? '',
        organizationImageCaption: content.welcomeMessage?.imageUrl?.caption ?? '',
        organizationImageAltText: content.welcomeMessage?.imageUrl?.altText ?? '',
        organizationLogoCaption: content.organizationLogo?.caption ?? '',
        organizationLogoAltText: content.organizationLogo?.altText ?? '',
        ...(content.welcomeMessage?.focalPoint ? { focalPoint: content.welcomeMessage.focalPoint } : {}),
      },
    };
  }

  /** What the Text logo form shows. */
  @Get(apiRoute(DASHBOARD_API.textLogo))
  async savedTextLogo(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, historyKey: sectionHistoryKey('textLogo'), info: content.textLogo ?? { startLogo: '', endLogo: '' } };
  }

  @Post(apiRoute(DASHBOARD_API.textLogo))
  @HttpCode(200)
  async textLogo(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(textLogoSchema)) body: z.output<typeof textLogoSchema>) {
    await this.sections.setTextLogo(admin.accountId, body);
    return { success: true, message: API_MESSAGES.site.saved };
  }

  /** "What We Offer" as the school keeps it (a new site: the spec's six). */
  @Get(apiRoute(DASHBOARD_API.offers))
  async offers(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, historyKey: sectionHistoryKey('offers'), info: content.offers, offers: content.offers };
  }

  /** Replaces "What We Offer" with `{ offers: [{ title, text? }] }` (up to 8; `[]` hides the section); bad input changes nothing. */
  @Post(apiRoute(DASHBOARD_API.offers))
  @HttpCode(200)
  async saveOffers(@SignedIn() admin: SignedInAdmin, @JsonBody() body: unknown) {
    const sent = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const unknown = Object.keys(sent).find((name) => name !== 'offers');
    if (unknown) throw new BadRequestException(API_MESSAGES.request.unknownField(unknown));
    const checked = checkOffers(sent.offers);
    if (checked.problem !== undefined) throw new BadRequestException(checked.problem);
    const offers = await this.sections.setOffers(admin.accountId, checked.offers);
    return { success: true, historyKey: sectionHistoryKey('offers'), message: OFFER_MESSAGES.saved, info: offers, offers };
  }

  @Get(apiRoute(DASHBOARD_API.visionMission))
  async visionMission(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, vision: content.vision, mission: content.mission };
  }
}
