import { DAY_MS } from './domain-recheck-schedule';
import { standingAfterCheck } from './domain-status';
import type { DomainRecordKept } from './domain-store';

const T = Date.parse('2026-11-29T04:00:00.000Z');
const kept = (overrides: Partial<DomainRecordKept>): DomainRecordKept => ({
  organizationId: 'school',
  hostname: 'www.sunrise.test',
  token: 'schoolpage-verify=1',
  status: 'verified',
  problems: [],
  checkedAt: T,
  verifiedAt: T,
  failingSince: null,
  ...overrides,
});

describe('what a check makes of a domain’s status', () => {
  it('verifies a pending or lost domain whose records prove it, and keeps a verified one’s first verification', () => {
    expect(standingAfterCheck(kept({ status: 'pending', verifiedAt: null }), true, T + 1)).toEqual({ status: 'verified', verifiedAt: T + 1, failingSince: null });
    expect(standingAfterCheck(kept({ status: 'lost' }), true, T + 5)).toEqual({ status: 'verified', verifiedAt: T + 5, failingSince: null });
    expect(standingAfterCheck(kept({ failingSince: T + 1 }), true, T + 2)).toEqual({ status: 'verified', verifiedAt: T, failingSince: null });
  });

  it('leaves a pending or lost domain as it is when its records fail', () => {
    expect(standingAfterCheck(kept({ status: 'pending', verifiedAt: null }), false, T + 1).status).toBe('pending');
    expect(standingAfterCheck(kept({ status: 'lost' }), false, T + 1).status).toBe('lost');
  });

  it('finds a verified domain lost once its records have failed 3 days in a row, counted from the first failing check', () => {
    expect(standingAfterCheck(kept({}), false, T + DAY_MS)).toEqual({ status: 'verified', verifiedAt: T, failingSince: T + DAY_MS });
    expect(standingAfterCheck(kept({ failingSince: T }), false, T + 3 * DAY_MS - 1).status).toBe('verified');
    expect(standingAfterCheck(kept({ failingSince: T }), false, T + 3 * DAY_MS)).toEqual({ status: 'lost', verifiedAt: T, failingSince: null });
  });

  it('counts nothing when the DNS servers did not answer', () => {
    expect(standingAfterCheck(kept({}), false, T + DAY_MS, true)).toEqual({ status: 'verified', verifiedAt: T, failingSince: null });
    expect(standingAfterCheck(kept({ failingSince: T }), false, T + 4 * DAY_MS, true)).toEqual({ status: 'verified', verifiedAt: T, failingSince: T });
  });
});
