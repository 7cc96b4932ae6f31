import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { SearchAnswersService } from './search-answers.service';

/** Spec §7 public search: only published sites are found. */
@Controller()
export class SearchController {
  constructor(private readonly answers: SearchAnswersService) {}

  @Get(apiRoute(PUBLIC_API.searchSuggestion))
  async suggestion(@Query('searchValue') searchValue: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const answer = await this.answers.suggestion(searchValue, clientAddress(request));
    response.status(answer.status).type('application/json').send(answer.body);
  }

  @Get(apiRoute(PUBLIC_API.organizationList))
  organizationList(@Query('searchValue') searchValue: unknown, @Req() request: Request) {
    return this.answers.listing(searchValue, clientAddress(request));
  }
}
