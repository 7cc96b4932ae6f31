import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { DASHBOARD_API } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { SessionGuard } from '../auth/session.guard';
import type { SignedInAdmin } from '../auth/session.service';
import { SignedIn } from '../auth/signed-in-admin.decorator';
import { apiRoute } from '../common/api-route';
import { AccountWriteLimitGuard } from '../common/account-rate-limit';
import { AccountProfileService } from './account-profile.service';
import { OwnDomains } from './own-domains';
import { SiteAddressService } from './site-address.service';

/** Spec §7 dashboard "Profile": the account's facts and the site's address. */
@Controller()
@UseGuards(SessionGuard, AccountWriteLimitGuard)
export class ProfileController {
  constructor(
    private readonly profiles: AccountProfileService,
    private readonly addresses: SiteAddressService,
    private readonly ownDomains: OwnDomains,
  ) {}

  /** The profile of spec §3, plus the site's permanent address: `slug` and the absolute `siteUrl` (at its own verified domain, when it has one). */
  @Get(apiRoute(DASHBOARD_API.profileInfo))
  async info(@SignedIn() admin: SignedInAdmin, @Req() request: Request) {
    const profile = await this.profiles.profile(admin);
    const slug = await this.addresses.ensure(admin.accountId, profile.organizationName);
    const ownDomain = this.ownDomains.of(admin.accountId);
    const siteUrl = ownDomain ? `https://${ownDomain}/` : this.addresses.siteUrl(slug, `${request.protocol}://${request.get('host')}`);
    return { success: true, info: { ...profile, slug, siteUrl } };
  }
}
