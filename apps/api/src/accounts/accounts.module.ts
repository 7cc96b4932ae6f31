import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DisclosureModule } from '../disclosure/disclosure.module';
import { SitesModule } from '../sites/sites.module';
import { LeasedWork } from '../storage/leased-work';
import { AccountProfileService } from './account-profile.service';
import { DashboardLanguageController } from './dashboard-language.controller';
import { SchoolTimeZoneController } from './school-time-zone.controller';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { PhoneController } from './phone.controller';
import { ProfileController } from './profile.controller';
import { PublishController } from './publish.controller';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { SiteAddressController } from './site-address.controller';
import { OwnDomains } from './own-domains';
import { SiteAddressService } from './site-address.service';
import { SitePublishing } from './site-publishing.service';

/** The address backfill's lease: renewed while it runs, so it runs out this long after an instance dies. */
const BACKFILL_LEASE_MS = 60_000;

/**
 * The school's account: registration (with its site and address), its profile and phone number,
 * e-mail verification, publishing its site and its permanent address, and each person's dashboard language. Exports SiteAddressService for
 * the public site pages (`resolve(slug)`, `slugOf(organizationId)`).
 */
@Module({
  imports: [SitesModule, DisclosureModule],
  controllers: [RegistrationController, ProfileController, PhoneController, EmailVerificationController, PublishController, SiteAddressController, DashboardLanguageController, SchoolTimeZoneController],
  providers: [RegistrationService, AccountProfileService, EmailVerificationService, SitePublishing, SiteAddressService, OwnDomains],
  exports: [SiteAddressService, OwnDomains],
})
export class AccountsModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Addresses');

  constructor(
    private readonly addresses: SiteAddressService,
    private readonly work: LeasedWork,
  ) {}

  /**
   * Schools that signed up before addresses existed get theirs once the instance is ready, by one instance at
   * a time: looking for them reads every site, which must not hold back the start.
   */
  onApplicationBootstrap(): void {
    this.work
      .run('address-backfill', { periodMs: BACKFILL_LEASE_MS }, () => this.addresses.backfill())
      .catch((error: unknown) => this.logger.warn(`Giving schools their addresses stopped: ${String(error)}`));
  }
}
