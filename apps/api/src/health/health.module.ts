import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { readinessChecks } from './readiness-checks';
import { SearchIndexReadiness } from './search-index-readiness';

/** `GET /api/health` for operators; `/api/health/live` and `/api/health/ready` for load balancers. */
@Module({ controllers: [HealthController], providers: [SearchIndexReadiness, readinessChecks] })
export class HealthModule {}
