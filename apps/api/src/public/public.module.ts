import { Module } from '@nestjs/common';
import { SearchCountService } from './search-count.service';
import { SearchController } from './search.controller';
import { StatsController } from './stats.controller';
import { WebController } from './web.controller';

@Module({
  controllers: [SearchController, WebController, StatsController],
  providers: [SearchCountService],
})
export class PublicModule {}
