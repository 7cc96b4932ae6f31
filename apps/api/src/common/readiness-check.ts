/**
 * One thing an instance must have done before a load balancer sends it visitors (the search index read
 * into memory, the change feed applied up to now…). `GET /api/health/ready` answers 200 only when every
 * check is ready.
 */
export interface ReadinessCheck {
  /** Names the check in the readiness answer. */
  readonly name: string;
  isReady(): boolean | Promise<boolean>;
}

/**
 * Every readiness check of the instance, as one array (`ReadinessCheck[]`). The health module provides
 * it from the checks listed in `health/readiness-checks.ts`: a module with a check of its own exports
 * its provider and adds its token there.
 */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
