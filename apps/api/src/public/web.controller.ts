import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { API_MESSAGES } from '@schoolpage/content-contract';
import type { Response } from 'express';
import type { z } from 'zod';
import { valid } from '../common/zod-body.pipe';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { Mailer } from '../storage/mail/mailer';
import { PublishedSitesService } from '../sites/published-sites.service';
import { contactMessageSchema } from './contact.schema';

const ORGANIZATION_ID = /^[a-f0-9]{24}$/;

/** Spec §7 public site routes. */
@Controller('web')
export class WebController {
  constructor(
    private readonly published: PublishedSitesService,
    private readonly mailer: Mailer,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** The site content (spec §3 "Institution web content") of a published site. */
  @Get('all-content')
  async allContent(@Query('organizationId') organizationId: unknown, @Res() response: Response): Promise<void> {
    const id = typeof organizationId === 'string' ? organizationId : '';
    const body = ORGANIZATION_ID.test(id) ? await this.published.contentAnswer(id) : null;
    if (!body) throw new NotFoundException(API_MESSAGES.public.siteNotFound);
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  }

  /** The platform's contact form: sent to the operator, with the visitor as Reply-To. */
  @Post('contact')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async contact(@Body(valid(contactMessageSchema)) body: z.output<typeof contactMessageSchema>) {
    await this.mailer.send({
      to: this.config.operatorEmail,
      replyTo: body.email,
      subject: `Contact form: message from ${body.name}`,
      text: `Name: ${body.name}\nE-mail: ${body.email}\n\n${body.message}\n`,
    });
    return { success: true, message: API_MESSAGES.public.contactSent };
  }
}
