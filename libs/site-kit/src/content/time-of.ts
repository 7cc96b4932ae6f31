/** Milliseconds since the epoch of an ISO date, or `fallback` when the text is not a date. */
export function timeOf(isoDate: string, fallback: number): number {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? fallback : time;
}
