import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DomainsModule } from '../domains/domains.module';
import { clientAddressReader } from '../auth/client-address';
import { sessionCookie } from '../auth/session-cookie';
import { cdnCaching, JSON_READ_BROWSER_SECONDS } from '../common/cdn-caching';
import { FIRST_ROUTES } from '../common/first-routes';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { SearchAnswersService } from '../search/search-answers.service';
import { SearchModule } from '../search/search.module';
import { securityHeaders } from '../security/security-headers';
import { SitesModule } from '../sites/sites.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { CdnPurgeService } from './cdn-purge.service';
import { hotPublicReads } from './hot-public-reads';
import { openPublishedAnswers } from './published-answers/open-published-answers';
import { PublishedAnswers } from './published-answers/published-answers';
import { PublicReadsService } from './public-reads.service';
import { PublishedSitesService } from './published-sites.service';
import { SiteFeedsService } from './site-feeds/site-feeds.service';
import { SitemapService } from './sitemap.service';
import { StatsController } from './stats.controller';
import { TemplatePagesService } from './template-pages.service';
import { WebController } from './web.controller';

@Module({
  imports: [SitesModule, AccountsModule, SearchModule, DomainsModule],
  controllers: [WebController, StatsController],
  providers: [
    { provide: PublishedAnswers, inject: [PERSISTENCE], useFactory: openPublishedAnswers },
    PublishedSitesService,
    PublicReadsService,
    TemplatePagesService,
    SitemapService,
    SiteFeedsService,
    CdnPurgeService,
    {
      provide: FIRST_ROUTES,
      useFactory: (content: PublicReadsService, search: SearchAnswersService, config: PlatformConfig) =>
        hotPublicReads({ content, search }, securityHeaders(), clientAddressReader(config.trustedProxies), cdnCaching(config, sessionCookie(config).name, JSON_READ_BROWSER_SECONDS)),
      inject: [PublicReadsService, SearchAnswersService, PLATFORM_CONFIG],
    },
  ],
  exports: [TemplatePagesService, PublicReadsService, SitemapService, SiteFeedsService],
})
export class PublicModule {}
