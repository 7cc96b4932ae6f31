import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import { PLATFORM_API } from '@schoolpage/content-contract';
import { apiRoute } from '../common/api-route';
import { VerifiedDomains } from './verified-domains';

/** Caddy's on-demand TLS `ask`: a certificate only for a verified school domain or its redirect partner, answered from memory. */
@Controller()
export class TlsAskController {
  constructor(private readonly verified: VerifiedDomains) {}

  @Get(apiRoute(PLATFORM_API.tlsAsk))
  ask(@Query('domain') domain: unknown): { success: true } {
    if (typeof domain !== 'string' || !this.verified.has(domain)) throw new NotFoundException();
    return { success: true };
  }
}
