import { instantToWallTime, readableInstant, schoolDay, wallTimeToInstant } from './school-time-zone';

describe("a school's time zone", () => {
  it('reads a typed time in Asia/Kolkata by default', () => {
    expect(wallTimeToInstant('2026-12-01T07:00')).toBe('2026-12-01T01:30:00.000Z');
    expect(instantToWallTime('2026-12-01T01:30:00.000Z')).toBe('2026-12-01T07:00');
  });

  it('follows a zone with daylight saving on both sides of the change', () => {
    expect(wallTimeToInstant('2026-01-15T09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z');
    expect(wallTimeToInstant('2026-07-15T09:00', 'Europe/London')).toBe('2026-07-15T08:00:00.000Z');
    expect(instantToWallTime('2026-07-15T08:00:00.000Z', 'Europe/London')).toBe('2026-07-15T09:00');
  });

  it('refuses what is not a date and time', () => {
    expect(wallTimeToInstant('')).toBeUndefined();
    expect(wallTimeToInstant('2026-02-30T07:00')).toBeUndefined();
    expect(wallTimeToInstant('tomorrow')).toBeUndefined();
    expect(instantToWallTime(undefined)).toBe('');
    expect(instantToWallTime('nonsense')).toBe('');
  });

  it('shows an instant as people read it', () => {
    expect(readableInstant('2026-12-01T01:30:00.000Z')).toBe('Tue 1 Dec 2026, 07:00');
  });

  it("gives the school's day of an instant, and a date as it is written, wherever the reader is", () => {
    // A notice added at 00:30 in India is stored as 19:00 UTC the day before.
    expect(schoolDay('2026-11-28T19:00:00.000Z')).toBe('2026-11-29');
    expect(schoolDay('2026-11-28T19:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-29');
    expect(schoolDay('2026-11-28T19:00:00.000Z', 'Europe/London')).toBe('2026-11-28');
    expect(schoolDay('2026-11-29T00:30+05:30', 'America/New_York')).toBe('2026-11-28');
    expect(schoolDay('2026-12-12', 'Pacific/Auckland')).toBe('2026-12-12');
    expect(schoolDay('2026-12-12T10:00', 'Pacific/Auckland')).toBe('2026-12-12');
    expect(schoolDay('soon')).toBe('');
    expect(schoolDay('2026-99-99T99:99:99Z')).toBe('');
  });
});
