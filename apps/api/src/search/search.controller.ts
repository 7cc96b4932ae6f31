import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { SearchAnswersService } from './search-answers.service';

/** Spec §7 public search: only published sites are found (suggestions are answered ahead of Express: public/hot-public-reads.ts). */
@Controller()
export class SearchController {
  constructor(private readonly answers: SearchAnswersService) {}

  /** The answer's JSON as it is made (search-answers.service.ts), sent as `res.json` would send it. */
  @Get(apiRoute(PUBLIC_API.organizationList))
  @Header('Content-Type', 'application/json; charset=utf-8')
  organizationList(@Query('searchValue') searchValue: unknown, @Req() request: Request) {
    return this.answers.listing(searchValue, clientAddress(request));
  }
}
