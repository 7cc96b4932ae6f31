import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ALERT_API_PATH, API_MESSAGES, historyKey, siteAlertSchema, type SiteAlert } from '@schoolpage/content-contract';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { JsonBody } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { SiteEditor } from './site-editor';

/** The alert as the dashboard sends it, checked against the time of the request (an end must not have passed). */
const alertSchema = siteAlertSchema();

/**
 * The school's alert banner (ALERT_API_PATH): stored with the site, so a save reaches every instance and drops
 * the school's kept pages like any other change (SiteEditor → SiteChanges).
 */
@Controller(apiRoute(ALERT_API_PATH))
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class AlertController {
  constructor(private readonly editor: SiteEditor) {}

  @Get()
  async saved(@SignedIn() admin: SignedInAdmin) {
    const { content } = await this.editor.read(admin.accountId);
    return { success: true, historyKey: historyKey({ kind: 'alert' }), info: content.alert ?? null };
  }

  @Post()
  @HttpCode(200)
  async save(@SignedIn() admin: SignedInAdmin, @JsonBody(valid(alertSchema)) alert: SiteAlert) {
    await this.editor.change(admin.accountId, ({ content }) => (content.alert = alert));
    return { success: true, historyKey: historyKey({ kind: 'alert' }), message: API_MESSAGES.alert.saved, info: alert };
  }

  @Delete()
  async remove(@SignedIn() admin: SignedInAdmin) {
    await this.editor.change(admin.accountId, ({ content }) => delete content.alert);
    return { success: true, historyKey: historyKey({ kind: 'alert' }), message: API_MESSAGES.alert.removed, info: null };
  }
}
