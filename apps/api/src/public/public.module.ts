import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { clientAddressReader } from '../auth/client-address';
import { FIRST_ROUTES } from '../common/first-routes';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { securityHeaders } from '../security/security-headers';
import { SitesModule } from '../sites/sites.module';
import { hotPublicReads } from './hot-public-reads';
import { PublicReadsService } from './public-reads.service';
import { PublishedSitesService } from './published-sites.service';
import { SearchCountService } from './search-count.service';
import { SearchController } from './search.controller';
import { SitemapService } from './sitemap.service';
import { StatsController } from './stats.controller';
import { TemplatePagesService } from './template-pages.service';
import { WebController } from './web.controller';

@Module({
  imports: [SitesModule, AccountsModule],
  controllers: [SearchController, WebController, StatsController],
  providers: [
    PublishedSitesService,
    SearchCountService,
    PublicReadsService,
    TemplatePagesService,
    SitemapService,
    {
      provide: FIRST_ROUTES,
      useFactory: (reads: PublicReadsService, config: PlatformConfig) => hotPublicReads(reads, securityHeaders(), clientAddressReader(config.trustedProxies)),
      inject: [PublicReadsService, PLATFORM_CONFIG],
    },
  ],
  exports: [TemplatePagesService, PublicReadsService, SitemapService],
})
export class PublicModule {}
