import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, BRAND_API_PATH, sectionHistoryKey } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { brandSchema } from './section.schemas';
import { SingleSectionsService } from './single-sections.service';
import { SiteEditor } from './site-editor';

/** The school's brand colour and heading typeface (BRAND_API_PATH), chosen on the Templates page. */
@Controller(apiRoute(BRAND_API_PATH))
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class BrandController {
  constructor(
    private readonly editor: SiteEditor,
    private readonly sections: SingleSectionsService,
  ) {}

  @Get()
  async saved(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, historyKey: sectionHistoryKey('brand'), info: content.brand ?? null };
  }

  @Access('site')
  @Post()
  @HttpCode(200)
  async save(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(brandSchema)) body: z.output<typeof brandSchema>) {
    const brand = await this.sections.setBrand(admin.accountId, body);
    return { success: true, historyKey: sectionHistoryKey('brand'), message: API_MESSAGES.site.brandSaved, info: brand };
  }
}
