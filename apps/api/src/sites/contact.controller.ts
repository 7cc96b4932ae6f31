import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, DASHBOARD_API, sectionHistoryKey } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { contactSchema } from './section.schemas';
import { SingleSectionsService } from './single-sections.service';
import { SiteEditor } from './site-editor';
import { apiRoute } from '../common/api-route';

/** Spec §7 dashboard "Contact": contact details (social media links: list-section.controller.ts). */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class ContactController {
  constructor(
    private readonly editor: SiteEditor,
    private readonly sections: SingleSectionsService,
  ) {}

  @Get(apiRoute(DASHBOARD_API.contactAddress))
  async address(@SignedIn() admin: SignedInAdmin) {
    return { success: true, historyKey: sectionHistoryKey('contactDetails'), info: (await this.editor.read(admin.accountId)).content.contactDetails };
  }

  @Post(apiRoute(DASHBOARD_API.contactAddress))
  @HttpCode(200)
  async setAddress(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(contactSchema)) body: z.output<typeof contactSchema>) {
    return { success: true, historyKey: sectionHistoryKey('contactDetails'), message: API_MESSAGES.site.saved, info: await this.sections.setContactDetails(admin.accountId, body) };
  }
}
