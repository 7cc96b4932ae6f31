import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SitesModule } from '../sites/sites.module';
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
  providers: [PublishedSitesService, SearchCountService, PublicReadsService, TemplatePagesService, SitemapService],
  exports: [TemplatePagesService, PublicReadsService],
})
export class PublicModule {}
