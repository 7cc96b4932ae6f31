import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { readinessChecks } from './readiness-checks';
import { SearchIndexReadiness } from './search-index-readiness';
import { ChangeFeedReadiness } from './change-feed-readiness';
import { SearchModule } from '../search/search.module';
import { SitesModule } from '../sites/sites.module';

/** `GET /api/health` for operators; `/api/health/live` and `/api/health/ready` for load balancers. */
@Module({ imports: [SearchModule, SitesModule], controllers: [HealthController], providers: [SearchIndexReadiness, ChangeFeedReadiness, readinessChecks] })
export class HealthModule {}
