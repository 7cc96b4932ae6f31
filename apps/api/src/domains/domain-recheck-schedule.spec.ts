import type { DomainRecordKept } from './domain-store';
import { DAY_MS, nextRecheckAt } from './domain-recheck-schedule';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const SET = Date.parse('2026-11-29T04:00:00.000Z');

const kept = (overrides: Partial<DomainRecordKept>): DomainRecordKept => ({
  organizationId: 'school',
  hostname: 'www.sunrise.test',
  token: 'schoolpage-verify=1',
  status: 'pending',
  problems: [],
  checkedAt: null,
  verifiedAt: null,
  setAt: SET,
  ...overrides,
});

describe('when a domain is re-checked by itself', () => {
  it('checks a pending domain every 20 s for its first 10 minutes, then each minute, every 10 minutes, hourly', () => {
    expect(nextRecheckAt(kept({}))).toBe(SET + 20 * SECOND);
    expect(nextRecheckAt(kept({ checkedAt: SET + 9 * MINUTE }))).toBe(SET + 9 * MINUTE + 20 * SECOND);
    expect(nextRecheckAt(kept({ checkedAt: SET + 10 * MINUTE }))).toBe(SET + 11 * MINUTE);
    expect(nextRecheckAt(kept({ checkedAt: SET + 2 * HOUR }))).toBe(SET + 2 * HOUR + 10 * MINUTE);
    expect(nextRecheckAt(kept({ checkedAt: SET + 30 * HOUR }))).toBe(SET + 31 * HOUR);
  });

  it('stops after 72 hours of pending, and leaves a domain kept without its setting time to "Check now"', () => {
    expect(nextRecheckAt(kept({ checkedAt: SET + 72 * HOUR }))).toBeNull();
    expect(nextRecheckAt(kept({ setAt: undefined, checkedAt: SET }))).toBeNull();
  });

  it('checks a verified or lost domain daily', () => {
    expect(nextRecheckAt(kept({ status: 'verified', checkedAt: SET }))).toBe(SET + DAY_MS);
    expect(nextRecheckAt(kept({ status: 'lost', checkedAt: SET }))).toBe(SET + DAY_MS);
  });
});
