import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { PublicReadsService } from './public-reads.service';
import { SearchCountService } from './search-count.service';
import { SearchController } from './search.controller';
import { StatsController } from './stats.controller';
import { WebController } from './web.controller';

@Module({
  imports: [SitesModule],
  controllers: [SearchController, WebController, StatsController],
  providers: [SearchCountService, PublicReadsService],
})
export class PublicModule {}
