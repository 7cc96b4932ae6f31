import { Controller, Get } from '@nestjs/common';
import { AccountRepository } from '../storage/persistence/account.repository';
import { SearchCountService } from './search-count.service';

/** Live figures for the landing page: organisations registered and searches served. */
@Controller('platform')
export class StatsController {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly searches: SearchCountService,
  ) {}

  @Get('stats')
  async stats() {
    const [institutions, searches] = await Promise.all([this.accounts.count(), this.searches.total()]);
    return { success: true, info: { institutions, searches } };
  }
}
