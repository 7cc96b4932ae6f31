import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PublishedSitesService } from '../sites/published-sites.service';
import { PublicReadsService, searchText } from './public-reads.service';
import { SearchCountService } from './search-count.service';

export const LIST_LIMIT = 200;

/** Spec §7 public search: only published sites are found. */
@Controller('search')
export class SearchController {
  constructor(
    private readonly reads: PublicReadsService,
    private readonly published: PublishedSitesService,
    private readonly searches: SearchCountService,
  ) {}

  @Get('suggestion')
  async suggestion(@Query('searchValue') searchValue: unknown, @Res() response: Response): Promise<void> {
    const answer = await this.reads.suggestion(searchValue);
    response.status(answer.status).type('application/json').send(answer.body);
  }

  @Get('organization-list')
  async organizationList(@Query('searchValue') searchValue: unknown) {
    const text = searchText(searchValue);
    if (!text) return { success: true, info: [] };
    this.searches.served();
    return { success: true, info: await this.published.search(text, LIST_LIMIT) };
  }
}
