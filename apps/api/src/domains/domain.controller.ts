import { Controller, Delete, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { DASHBOARD_API, domainBodySchema, type CustomDomain } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { Access } from '../auth/dashboard-access';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { apiRoute } from '../common/api-route';
import { jsonBodyOf } from '../common/request-body';
import { valid } from '../common/zod-body.pipe';
import { DomainsService } from './domains.service';

type DomainAnswer = { success: true; info: { domain: CustomDomain | null } };

/** The school's own domain (`/api/dashboard/domain`): read, set, removed and checked by owners and editors; each answers like the GET. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class DomainController {
  constructor(private readonly domains: DomainsService) {}

  @Access('site')
  @Get(apiRoute(DASHBOARD_API.domain))
  async read(@SignedIn() admin: SignedInAdmin): Promise<DomainAnswer> {
    return { success: true, info: { domain: await this.domains.domainOf(admin.accountId) } };
  }

  @Access('site')
  @Post(apiRoute(DASHBOARD_API.domain))
  @HttpCode(200)
  async set(@SignedIn() admin: SignedInAdmin, @Req() request: Request): Promise<DomainAnswer> {
    const { hostname } = valid(domainBodySchema).transform(jsonBodyOf(request));
    return { success: true, info: { domain: await this.domains.set(admin.accountId, hostname) } };
  }

  @Access('site')
  @Delete(apiRoute(DASHBOARD_API.domain))
  async remove(@SignedIn() admin: SignedInAdmin): Promise<DomainAnswer> {
    await this.domains.remove(admin.accountId);
    return { success: true, info: { domain: null } };
  }

  @Access('site')
  @Post(apiRoute(DASHBOARD_API.domainCheck))
  @HttpCode(200)
  async check(@SignedIn() admin: SignedInAdmin): Promise<DomainAnswer> {
    return { success: true, info: { domain: await this.domains.check(admin.accountId) } };
  }
}
