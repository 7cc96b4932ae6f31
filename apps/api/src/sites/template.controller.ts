import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, DASHBOARD_API, contentAt, publicContent, sectionHistoryKey } from '@schoolpage/content-contract';
import type { z } from 'zod';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { templateSchema } from './section.schemas';
import { RemoteRegistryService } from '../platform/remote-registry.service';
import { SiteEditor } from './site-editor';
import { TemplateChoiceService } from './template-choice.service';
import { apiRoute } from '../common/api-route';

/** Spec §7 dashboard "Templates": which template the site uses, and choosing another available one. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class TemplateController {
  constructor(
    private readonly editor: SiteEditor,
    private readonly templateChoice: TemplateChoiceService,
    private readonly registry: RemoteRegistryService,
  ) {}

  @Get(apiRoute(DASHBOARD_API.templateState))
  async state(@SignedIn() admin: SignedInAdmin) {
    const site = await this.editor.read(admin.accountId);
    const template = (await this.registry.templates()).find((t) => t.name === site.templateName);
    return {
      success: true,
      info: { templateName: site.templateName, templateId: template?.id ?? site.templateName, link: template?.link ?? `/web/${site.templateName}`, isPublish: site.isPublish },
      historyKey: sectionHistoryKey('template'),
    };
  }

  /**
   * The admin's own site content as a template receives it (published or not): "Preview with my content"
   * shows it in any available template before that template is chosen.
   */
  @Get(apiRoute(DASHBOARD_API.previewContent))
  async previewContent(@SignedIn() admin: SignedInAdmin) {
    const site = await this.editor.read(admin.accountId);
    return { success: true, info: { templateName: site.templateName, ...contentAt(publicContent(site.content), Date.now()) } };
  }

  @Access('site')
  @Post(apiRoute(DASHBOARD_API.templateUpdate))
  @HttpCode(200)
  async update(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(templateSchema)) body: z.output<typeof templateSchema>) {
    await this.templateChoice.setTemplate(admin.accountId, body.templateId, await this.registry.templates());
    return { success: true, message: API_MESSAGES.site.templateUpdated };
  }
}
