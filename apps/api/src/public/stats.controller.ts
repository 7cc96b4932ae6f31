import { Controller, Get } from '@nestjs/common';
import { PLATFORM_API } from '@schoolpage/content-contract';
import { AccountRepository } from '../storage/persistence/account.repository';
import { SearchCountService } from '../search/search-count.service';
import { apiRoute } from '../common/api-route';

/** Live figures for the landing page: organisations registered and searches served. */
@Controller()
export class StatsController {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly searches: SearchCountService,
  ) {}

  @Get(apiRoute(PLATFORM_API.stats))
  async stats() {
    const [institutions, searches] = await Promise.all([this.accounts.count(), this.searches.total()]);
    return { success: true, info: { institutions, searches } };
  }
}
