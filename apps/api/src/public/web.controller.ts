import { Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { JsonBody } from '../common/request-body';
import { API_MESSAGES, PUBLIC_API } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit';
import { valid } from '../common/zod-body.pipe';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { Mailer } from '../mail/mailer';
import { contactMessageSchema } from './contact.schema';
import { PublicReadsService } from './public-reads.service';
import { apiRoute } from '../common/api-route';

/** Spec §7 public site routes (the site content, `all-content`, is answered ahead of Express: hot-public-reads.ts). */
@Controller()
export class WebController {
  constructor(
    private readonly mailer: Mailer,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly reads: PublicReadsService,
  ) {}

  /** Where a published school's site lives (`{ slug, siteUrl }`): the `/web/<template>` entry leads visitors there. */
  @Get(apiRoute(PUBLIC_API.siteAddress))
  async siteAddress(@Query('organizationId') organizationId: unknown) {
    return { success: true, info: await this.reads.siteAddress(organizationId) };
  }

  /** The platform's contact form: sent to the operator, with the visitor as Reply-To. */
  @Post(apiRoute(PUBLIC_API.contact))
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  async contact(@JsonBody(valid(contactMessageSchema)) body: z.output<typeof contactMessageSchema>) {
    await this.mailer.send({
      to: this.config.operatorEmail,
      replyTo: body.email,
      subject: `Contact form: message from ${body.name}`,
      text: `Name: ${body.name}\nE-mail: ${body.email}\n\n${body.message}\n`,
    });
    return { success: true, message: API_MESSAGES.public.contactSent };
  }
}
