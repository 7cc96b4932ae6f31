import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { NewsController } from './news.controller';

/** The school's news stories: `/api/dashboard/news`. */
@Module({ imports: [SitesModule], controllers: [NewsController] })
export class NewsModule {}
