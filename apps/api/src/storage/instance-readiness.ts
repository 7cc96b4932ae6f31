import type { ModuleRef } from '@nestjs/core';
import { READINESS_CHECKS, type ReadinessCheck } from '../common/readiness-check';

/** How often an instance not ready yet is asked again. */
const READY_POLL_MS = 250;

/**
 * Resolves true once every readiness check of the instance passes (at once when the app has none), or false
 * when `stopped` says the instance stops first. Background work waits for it at start-up: reading every
 * site, it would otherwise hold back the search index's read and so the moment a balancer may send visitors.
 */
export async function untilInstanceReady(modules: ModuleRef, stopped: () => boolean): Promise<boolean> {
  let checks: ReadinessCheck[] = [];
  try {
    checks = modules.get<ReadinessCheck[]>(READINESS_CHECKS, { strict: false });
  } catch {
    // An app without readiness checks (no health module) is ready once it runs.
  }
  while (!stopped()) {
    // A check that throws (at once or later) counts as not ready yet.
    const ready = await Promise.all(checks.map((check) => Promise.resolve().then(() => check.isReady()).catch(() => false)));
    if (ready.every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS).unref());
  }
  return false;
}
