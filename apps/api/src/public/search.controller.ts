import { Controller, Get, Query, Req } from '@nestjs/common';
import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { clientAddress } from '../auth/client-address';
import { PublishedSitesService } from './published-sites.service';
import { searchText } from './public-reads.service';
import { SearchCountService } from './search-count.service';
import { apiRoute } from '../common/api-route';

export const LIST_LIMIT = 200;

/** Spec §7 public search: only published sites are found (suggestions are answered ahead of Express: hot-public-reads.ts). */
@Controller()
export class SearchController {
  constructor(
    private readonly published: PublishedSitesService,
    private readonly searches: SearchCountService,
  ) {}

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
