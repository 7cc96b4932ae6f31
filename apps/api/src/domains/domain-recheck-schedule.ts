import type { DomainRecordKept } from './domain-store';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** How often the automatic re-checks look for domains due (the quickest pace below). */
export const RECHECK_TICK_MS = 20 * SECOND_MS;
/** A pending domain is re-checked for this long after it was set; then only "Check now" checks it (it stays pending). */
export const PENDING_RECHECKS_MS = 72 * HOUR_MS;
/** A verified domain whose records fail this long in a row (checked daily) is lost: its site falls back to /s/<slug>. */
export const LOST_AFTER_MS = 3 * DAY_MS;

/** A pending domain's pace, by how long ago it was set: often at first, then less (as Vercel's 20 s while pending). */
const PENDING_PACE: readonly { until: number; every: number }[] = [
  { until: 10 * MINUTE_MS, every: 20 * SECOND_MS },
  { until: HOUR_MS, every: MINUTE_MS },
  { until: 24 * HOUR_MS, every: 10 * MINUTE_MS },
  { until: PENDING_RECHECKS_MS, every: HOUR_MS },
];

/**
 * When the automatic re-checks next check `record` (milliseconds since 1970), or null when they no longer do.
 * Pending: by PENDING_PACE from when it was set, for 72 hours. Verified or lost: daily.
 */
export function nextRecheckAt(record: DomainRecordKept): number | null {
  const last = record.checkedAt;
  if (record.status !== 'pending') return (last ?? 0) + DAY_MS;
  // A domain kept before its setting time was (none now) is left to "Check now".
  const setAt = record.setAt ?? 0;
  const lastLook = last ?? setAt;
  const pace = PENDING_PACE.find((step) => lastLook - setAt < step.until);
  return pace ? lastLook + pace.every : null;
}
