import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { PublishedSitesService } from './published-sites.service';
import { PublicReadsService, searchText } from './public-reads.service';
import { SearchCountService } from './search-count.service';
import { apiRoute } from '../common/api-route';

export const LIST_LIMIT = 200;

/** Spec §7 public search: only published sites are found. */
@Controller()
export class SearchController {
  constructor(
    private readonly reads: PublicReadsService,
    private readonly published: PublishedSitesService,
    private readonly searches: SearchCountService,
  ) {}

  @Get(apiRoute(PUBLIC_API.searchSuggestion))
  async suggestion(@Query('searchValue') searchValue: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const answer = await this.reads.suggestion(searchValue, clientAddress(request));
    response.status(answer.status).type('application/json').send(answer.body);
  }

  @Get(apiRoute(PUBLIC_API.organizationList))
  async organizationList(@Query('searchValue') searchValue: unknown, @Req() request: Request) {
    const text = searchText(searchValue);
    if (!text) return { success: true, info: [] };
    this.searches.served(clientAddress(request), text);
    const found = await this.published.search(text, LIST_LIMIT);
    // The spec's fields of a listed organisation.
    const info = found.map(({ _id, templateName, organizationName, contactDetails }) => ({ _id, templateName, organizationName, contactDetails }));
    return { success: true, info };
  }
}
