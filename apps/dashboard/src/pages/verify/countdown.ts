/** A wait as a clock reads it: 42 → "0:42", 75 → "1:15", 3725 → "62:05". */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds from `now` until `until` (0 once it has passed, or when there is nothing to wait for). */
export function secondsUntil(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
