import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { API_MESSAGES, answeredItem, LIST_SECTIONS, TRASH_API, TRASH_DAYS, type DeletedItem } from '@schoolpage/content-contract';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { TrashService } from './trash.service';
import { apiRoute } from '../common/api-route';

/**
 * "Recently deleted": every item deleted in the last TRASH_DAYS days, with its files, newest first
 * (`GET /api/dashboard/trash`), and putting one back where it stood (`POST /api/dashboard/trash/<id>/restore`,
 * also the dashboard's "Undo").
 */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get(apiRoute(TRASH_API.list))
  async list(@SignedIn() admin: SignedInAdmin) {
    return { success: true, keptDays: TRASH_DAYS, info: (await this.trash.deletedItems(admin.accountId)).map(answeredEntry) };
  }

  @Post(`${apiRoute(TRASH_API.list)}/:id/restore`)
  @HttpCode(200)
  async restore(@SignedIn() admin: SignedInAdmin, @Param('id') id: string) {
    const entry = await this.trash.restore(admin.accountId, id);
    return { success: true, message: API_MESSAGES.site.restored, info: answeredEntry(entry) };
  }
}

/** A deleted item with its item as its list's answers give it (courses, pages and stories are answered as stored). */
function answeredEntry(entry: DeletedItem): DeletedItem {
  return entry.list === 'courses' || entry.list === 'pages' || entry.list === 'news' ? entry : { ...entry, item: answeredItem(LIST_SECTIONS[entry.list], entry.item) };
}
