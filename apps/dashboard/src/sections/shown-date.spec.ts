import { shownDate, shownDateTime } from './shown-date';

describe('shownDate', () => {
  it('shows a stored day as "12 Dec 2026", whatever the time zone', () => {
    expect(shownDate('2026-12-12')).toBe('12 Dec 2026');
    expect(shownDate('2027-01-05', 'en', 'America/New_York')).toBe('5 Jan 2027');
  });

  it("shows a moment on the school's calendar and clock (Asia/Kolkata unless it has its own), wherever the admin is", () => {
    // Saved at 00:30 on 1 Oct in India.
    const moment = '2026-09-30T19:00:00.000Z';
    expect(shownDate(moment)).toBe('1 Oct 2026');
    expect(shownDateTime(moment)).toBe('1 Oct 2026, 00:30');
    expect(shownDate(moment, 'en', 'Europe/London')).toBe('30 Sep 2026');
    expect(shownDateTime(moment, 'en', 'Europe/London')).toBe('30 Sep 2026, 20:00');
  });

  it('leaves text that is not a date as it is', () => {
    expect(shownDate('next week')).toBe('next week');
    expect(shownDate('2026-13-01')).toBe('2026-13-01');
    expect(shownDateTime('next week')).toBe('next week');
  });

  it("writes a day and a moment as the screen's language does, on the school's day", () => {
    expect(shownDate('2026-12-12', 'hi')).toBe('12 दिसंबर 2026');
    const moment = '2026-09-30T19:00:00.000Z';
    expect(shownDate(moment, 'hi')).toBe('1 अक्टूबर 2026');
    expect(shownDateTime(moment, 'hi')).toContain('00:30');
    expect(shownDate('next week', 'hi')).toBe('next week');
  });
});
