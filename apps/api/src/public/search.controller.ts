import { Controller, Get, Query } from '@nestjs/common';
import { PublishedSitesService } from '../sites/published-sites.service';
import { SearchCountService } from './search-count.service';

export const SUGGESTION_LIMIT = 10;
export const LIST_LIMIT = 200;

/** The search text, trimmed and bounded; anything that is not one string counts as empty. */
function searchText(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/** Spec §7 public search: only published sites are found. */
@Controller('search')
export class SearchController {
  constructor(
    private readonly published: PublishedSitesService,
    private readonly searches: SearchCountService,
  ) {}

  @Get('suggestion')
  async suggestion(@Query('searchValue') searchValue: unknown) {
    const text = searchText(searchValue);
    if (!text) return { success: true, info: [] };
    this.searches.served();
    const found = await this.published.search(text, SUGGESTION_LIMIT);
    return { success: true, info: found.map(({ _id, templateName, organizationName }) => ({ _id, templateName, organizationName })) };
  }

  @Get('organization-list')
  async organizationList(@Query('searchValue') searchValue: unknown) {
    const text = searchText(searchValue);
    if (!text) return { success: true, info: [] };
    this.searches.served();
    return { success: true, info: await this.published.search(text, LIST_LIMIT) };
  }
}
