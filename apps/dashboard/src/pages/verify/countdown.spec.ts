import { countdownText, secondsUntil } from './countdown';

describe('countdown', () => {
  it.each([
    [42, '0:42'],
    [60, '1:00'],
    [75, '1:15'],
    [3725, '62:05'],
    [0, '0:00'],
    [0.2, '0:01'],
  ])('reads %s seconds as %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });

  it('counts whole seconds left, rounding up, and never below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
    expect(secondsUntil(undefined, 0)).toBe(0);
  });
});
