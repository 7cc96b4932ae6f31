import { BadRequestException, Controller, Get, Query, UseGuards } from '@nestjs/common';
import { addDays, DASHBOARD_API, daysFromTo, MAX_VISITOR_DAYS, VISITOR_MESSAGES } from '@schoolpage/content-contract';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { VisitClock } from './visit-clock';
import { VisitCounter } from './visit-counter.service';
import { visitorFigures } from './visitor-figures';
import { VisitStore } from './visit-store';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** `GET /api/dashboard/visitors?from=&to=`: the signed-in school's visitor figures (the last 30 days without a range). */
@Controller()
@UseGuards(SessionGuard)
export class VisitorsController {
  constructor(
    private readonly store: VisitStore,
    private readonly counter: VisitCounter,
    private readonly clock: VisitClock,
  ) {}

  @Get(apiRoute(DASHBOARD_API.visitors))
  async figures(@SignedIn() admin: SignedInAdmin, @Query() query: Record<string, unknown>) {
    const to = query['to'] === undefined ? this.clock.today() : query['to'];
    const from = query['from'] === undefined && isDay(to) ? addDays(to, -29) : query['from'];
    if (!isDay(from) || !isDay(to) || from > to || daysFromTo(from, to).length > MAX_VISITOR_DAYS) throw new BadRequestException(VISITOR_MESSAGES.range);
    // What this instance counted in the last seconds is written first, so the school sees its latest visits.
    await this.counter.flush();
    const length = daysFromTo(from, to).length;
    const [rows, previousRows] = await Promise.all([
      this.store.figures(admin.accountId, from, to),
      this.store.figures(admin.accountId, addDays(from, -length), addDays(from, -1)),
    ]);
    return { success: true, info: visitorFigures(from, to, rows, previousRows) };
  }
}
