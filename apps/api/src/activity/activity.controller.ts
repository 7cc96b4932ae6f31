import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ACTIVITY_API, ACTIVITY_PAGE_SIZE, roleMay, type ActivityPage } from '@schoolpage/content-contract';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { ActivityRepository } from '../storage/persistence/activity.repository';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined);

/**
 * `GET /api/dashboard/activity?page=&person=&section=`: the school's record, newest first, 50 to a page. Owners and
 * editors read everyone's; a contributor reads only their own (others' addresses are not theirs to see).
 */
@Controller()
@UseGuards(SessionGuard)
export class ActivityController {
  constructor(private readonly activity: ActivityRepository) {}

  @Get(apiRoute(ACTIVITY_API))
  async list(@SignedIn() admin: SignedInAdmin, @Query() query: Record<string, unknown>): Promise<{ success: true; info: ActivityPage }> {
    const page = Math.max(1, Math.min(10_000, Number.parseInt(text(query['page']) ?? '1', 10) || 1));
    const { entries, total } = await this.activity.list(admin.accountId, {
      actorId: roleMay(admin.role, 'site') ? text(query['person']) : admin.memberId,
      section: text(query['section']),
      offset: (page - 1) * ACTIVITY_PAGE_SIZE,
      limit: ACTIVITY_PAGE_SIZE,
    });
    return {
      success: true,
      info: {
        entries: entries.map((e) => ({ id: e.id, at: new Date(e.at).toISOString(), person: { id: e.actorId, name: e.actorName }, section: e.section, what: e.what, address: e.address })),
        page,
        pages: Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE)),
        total,
      },
    };
  }
}
