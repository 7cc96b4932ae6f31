import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { PublishedSitesService } from './published-sites.service';
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
  async suggestion(@Query('searchValue') searchValue: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const answer = await this.reads.suggestion(searchValue, clientAddress(request));
    response.status(answer.status).type('application/json').send(answer.body);
  }

  @Get('organization-list')
  async organizationList(@Query('searchValue') searchValue: unknown, @Req() request: Request) {
    const text = searchText(searchValue);
    if (!text) return { success: true, info: [] };
    this.searches.served(clientAddress(request), text);
    return { success: true, info: await this.published.search(text, LIST_LIMIT) };
  }
}
