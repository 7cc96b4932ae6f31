import { shownValue } from './shown-value';

describe('a version’s value as the history shows it', () => {
  it('shows a stored moment on the school’s clock, not in UTC', () => {
    // 07:30 in India is 02:00 UTC.
    expect(shownValue('2026-11-30T02:00:00.000Z', 'en', 'Asia/Kolkata')).toBe('Mon 30 Nov 2026, 07:30');
    expect(shownValue('2026-11-30T02:00:00.000Z', 'en', 'Asia/Dubai')).toBe('Mon 30 Nov 2026, 06:00');
    expect(shownValue('2026-11-30T02:00:00.000Z', 'hi', 'Asia/Kolkata')).toContain('07:30');
  });

  it('leaves what is not a moment as the approval view shows it: a date alone, a text, a list', () => {
    expect(shownValue('2026-11-26', 'en', 'Asia/Kolkata')).toBe('2026-11-26');
    expect(shownValue('Sports day at 2026', 'en', 'Asia/Kolkata')).toBe('Sports day at 2026');
    expect(shownValue(['Every child curious.', 'Kind.'], 'en', 'Asia/Kolkata')).toBe('Every child curious., Kind.');
  });
});
