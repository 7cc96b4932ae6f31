import { shownDate, shownDateTime } from './shown-date';

describe('shownDate', () => {
  it('shows a stored day as "12 Dec 2026", whatever the time zone', () => {
    expect(shownDate('2026-12-12')).toBe('12 Dec 2026');
    expect(shownDate('2027-01-05')).toBe('5 Jan 2027');
  });

  it("shows a moment on the admin's calendar", () => {
    const moment = new Date(2026, 8, 30, 23, 5).toISOString();
    expect(shownDate(moment)).toBe('30 Sep 2026');
    expect(shownDateTime(moment)).toBe('30 Sep 2026, 23:05');
  });

  it('leaves text that is not a date as it is', () => {
    expect(shownDate('next week')).toBe('next week');
    expect(shownDate('2026-13-01')).toBe('2026-13-01');
  });

  it('writes a day and a moment as the screen\'s language does, the day never moved', () => {
    expect(shownDate('2026-12-12', 'hi')).toBe('12 दिसंबर 2026');
    const moment = new Date(2026, 8, 30, 23, 5).toISOString();
    expect(shownDate(moment, 'hi')).toBe('30 सितंबर 2026');
    expect(shownDateTime(moment, 'hi')).toContain('23:05');
    expect(shownDate('next week', 'hi')).toBe('next week');
  });
});
