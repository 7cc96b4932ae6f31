import { digestDayAt } from './digest-day';

const at = (iso: string) => Date.parse(iso);

describe('the daily digest due by a time', () => {
  it('is today’s from 07:00 in the school’s time zone, gathering the 24 hours before', () => {
    // 07:00 in Kolkata is 01:30 UTC.
    expect(digestDayAt(at('2026-12-02T01:30:00Z'), 'Asia/Kolkata')).toEqual({ day: '2026-12-02', from: at('2026-12-01T01:30:00Z'), to: at('2026-12-02T01:30:00Z') });
    // West of UTC the school's day is not UTC's: 22:00 of 1 December in New York is past that day's 07:00.
    expect(digestDayAt(at('2026-12-02T03:00:00Z'), 'America/New_York')).toEqual({ day: '2026-12-01', from: at('2026-11-30T12:00:00Z'), to: at('2026-12-01T12:00:00Z') });
  });

  it('is yesterday’s before 07:00', () => {
    expect(digestDayAt(at('2026-12-02T01:29:00Z'), 'Asia/Kolkata')).toEqual({ day: '2026-12-01', from: at('2026-11-30T01:30:00Z'), to: at('2026-12-01T01:30:00Z') });
  });

  it('follows a clock change (a 23-hour day in London in spring)', () => {
    const spring = digestDayAt(at('2027-03-28T08:00:00Z'), 'Europe/London');
    expect(spring).toEqual({ day: '2027-03-28', from: at('2027-03-27T07:00:00Z'), to: at('2027-03-28T06:00:00Z') });
  });
});
