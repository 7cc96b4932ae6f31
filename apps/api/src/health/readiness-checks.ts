import type { FactoryProvider, InjectionToken } from '@nestjs/common';
import { READINESS_CHECKS, type ReadinessCheck } from '../common/readiness-check';
import { ChangeFeedReadiness } from './change-feed-readiness';
import { SearchIndexReadiness } from './search-index-readiness';

/** What `GET /api/health/ready` asks besides the stores: each token's provider is a ReadinessCheck (add yours here). */
const CHECKS: InjectionToken[] = [SearchIndexReadiness, ChangeFeedReadiness];

/** READINESS_CHECKS: every check above, in this order. */
export const readinessChecks: FactoryProvider<ReadinessCheck[]> = {
  provide: READINESS_CHECKS,
  inject: CHECKS,
  useFactory: (...checks: ReadinessCheck[]) => checks,
};
