import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { ProfileController } from './profile.controller';
import { SiteAddressService } from './site-address.service';

/**
 * The school's account: its profile and its permanent address. Exports SiteAddressService for
 * sign-up and for the public site pages (`resolve(slug)`, `slugOf(organizationId)`).
 */
@Module({
  imports: [SitesModule],
  controllers: [ProfileController],
  providers: [SiteAddressService],
  exports: [SiteAddressService],
})
export class AccountsModule implements OnApplicationBootstrap {
  constructor(private readonly addresses: SiteAddressService) {}

  /** Schools that signed up before addresses existed get theirs at start-up. */
  async onApplicationBootstrap(): Promise<void> {
    await this.addresses.backfill();
  }
}
