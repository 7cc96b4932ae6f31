import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { VisitIntake } from './visit-intake.service';

/** A transparent 1×1 GIF: the answer to the image a page without script reports itself with. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * `POST /api/web/visit` (a page's beacon, JSON) and `GET /api/web/visit?organizationId=&page=` (its image without
 * script): counted or not, the answer is the same and immediate, and sets no cookie.
 */
@Controller()
export class VisitController {
  constructor(private readonly visits: VisitIntake) {}

  @Post(apiRoute(PUBLIC_API.visit))
  @HttpCode(204)
  async beacon(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    await this.visits.take(body, request, clientAddress(request));
  }

  @Get(apiRoute(PUBLIC_API.visit))
  async pixel(@Query() query: Record<string, unknown>, @Req() request: Request, @Res() response: Response): Promise<void> {
    // Without script no referrer is known (the image's own Referer is the page itself).
    await this.visits.take({ organizationId: query['organizationId'], page: query['page'] }, request, clientAddress(request));
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).type('image/gif').send(PIXEL);
  }
}
