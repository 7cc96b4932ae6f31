import type { DomainStatus } from '@schoolpage/content-contract';
import { LOST_AFTER_MS } from './domain-recheck-schedule';
import type { DomainRecordKept } from './domain-store';

/** What a check changes of a kept domain's standing. */
export type DomainStanding = Pick<DomainRecordKept, 'status' | 'verifiedAt' | 'failingSince'>;

/**
 * A domain's standing after a check at `now` whose records proved it (`proved`) or not. Proved: verified. Not proved:
 * a pending one stays pending, a lost one lost; a verified one stays verified until its records have failed for
 * LOST_AFTER_MS in a row (from its first failing check), then it is lost. A check the DNS servers did not answer
 * (`unanswered`) changes nothing of that count: an outage of DNS is not the school's records failing.
 */
export function standingAfterCheck(previous: DomainRecordKept, proved: boolean, now: number, unanswered = false): DomainStanding {
  if (proved) return { status: 'verified', verifiedAt: previous.status === 'verified' ? (previous.verifiedAt ?? now) : now, failingSince: null };
  if (previous.status !== 'verified') return { status: previous.status, verifiedAt: previous.verifiedAt, failingSince: null };
  if (unanswered) return { status: 'verified', verifiedAt: previous.verifiedAt, failingSince: previous.failingSince ?? null };
  const failingSince = previous.failingSince ?? now;
  const status: DomainStatus = now - failingSince >= LOST_AFTER_MS ? 'lost' : 'verified';
  return { status, verifiedAt: previous.verifiedAt, failingSince: status === 'lost' ? null : failingSince };
}
