import { Controller, Get, Query, Req } from '@nestjs/common';
import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { SearchAnswersService } from './search-answers.service';

/** Spec §7 public search: only published sites are found (suggestions are answered ahead of Express: public/hot-public-reads.ts). */
@Controller()
export class SearchController {
  constructor(private readonly answers: SearchAnswersService) {}

  @Get(apiRoute(PUBLIC_API.organizationList))
  organizationList(@Query('searchValue') searchValue: unknown, @Req() request: Request) {
    return this.answers.listing(searchValue, clientAddress(request));
  }
}
