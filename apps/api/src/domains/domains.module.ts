import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ChangeFeed } from '../sites/change-feed/change-feed';
import { SitesModule } from '../sites/sites.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { DomainController } from './domain.controller';
import { DomainClock } from './domain-clock';
import { DomainRechecks } from './domain-rechecks';
import { DomainStore } from './domain-store';
import { DomainsService } from './domains.service';
import { openDomainStore } from './open-domain-store';
import { SchoolHosts } from './school-host';
import { TlsAskController } from './tls-ask.controller';
import { VerifiedDomains } from './verified-domains';

/** Schools' own domains (issue #46): the dashboard's domain routes, the DNS check and its automatic re-checks, and the TLS proxy's `ask`. */
@Module({
  imports: [AccountsModule, SitesModule],
  controllers: [DomainController, TlsAskController],
  providers: [{ provide: DomainStore, inject: [PERSISTENCE, ChangeFeed], useFactory: openDomainStore }, DomainClock, DomainsService, DomainRechecks, VerifiedDomains, SchoolHosts],
  exports: [VerifiedDomains, SchoolHosts],
})
export class DomainsModule {}
