import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SearchModule } from '../search/search.module';
import { SitesModule } from '../sites/sites.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openPublishedAnswers } from './published-answers/open-published-answers';
import { PublishedAnswers } from './published-answers/published-answers';
import { PublicReadsService } from './public-reads.service';
import { PublishedSitesService } from './published-sites.service';
import { SitemapService } from './sitemap.service';
import { StatsController } from './stats.controller';
import { TemplatePagesService } from './template-pages.service';
import { WebController } from './web.controller';

@Module({
  imports: [SitesModule, AccountsModule, SearchModule],
  controllers: [WebController, StatsController],
  providers: [
    { provide: PublishedAnswers, inject: [PERSISTENCE], useFactory: openPublishedAnswers },
    PublishedSitesService,
    PublicReadsService,
    TemplatePagesService,
    SitemapService,
  ],
  exports: [TemplatePagesService, PublicReadsService],
})
export class PublicModule {}
