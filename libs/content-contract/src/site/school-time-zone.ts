/** The time zone a school's times are shown and typed in when it has not chosen one. */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** A wall-clock time as a `datetime-local` field holds it: `YYYY-MM-DDTHH:mm`. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes `timeZone` is ahead of UTC at the instant `epochMs`. */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/**
 * The instant (ISO 8601, UTC) of a wall-clock time typed for a school (`2026-12-01T07:00` in Asia/Kolkata →
 * `2026-12-01T01:30:00.000Z`); undefined when the text is not such a time.
 */
export function wallTimeToInstant(wallTime: string, timeZone = DEFAULT_SCHOOL_TIME_ZONE): string | undefined {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return undefined;
  // The offset at the guess, then at the corrected instant (right across a daylight-saving change too).
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** An instant as a school's wall-clock time for a `datetime-local` field (`YYYY-MM-DDTHH:mm`); '' for no time. */
export function instantToWallTime(instant: string | undefined, timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const epochMs = instant ? Date.parse(instant) : Number.NaN;
  if (Number.isNaN(epochMs)) return '';
  return new Date(epochMs + offsetMinutes(epochMs, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** An instant as people read it in the school's time zone: "Mon 1 Dec 2026, 07:00". */
export function readableInstant(instant: string, timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

/** An instant written with its offset: `2026-12-11T19:15:00.000Z`, `2026-12-12T00:45+05:30` (a time that Date.parse reads). */
const INSTANT = /T[\d:.]+(?:Z|[+-]\d\d:?\d\d)$/i;

/** One formatter per zone (making one loads locale data, so a page makes it once); en-CA writes "2026-12-12". */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The school's calendar day ("2026-12-12") of a date or a time it stores: a day ("2026-12-12", or a wall-clock time
 * "2026-12-12T10:00") is the day written; an instant with its offset is the day it was in the school's time zone
 * (`2026-12-11T19:15:00Z` → "2026-12-12" in Asia/Kolkata), wherever the reader is. '' when the text is neither.
 * The one rule by which every page, feed and dashboard list turns a stored time into a day.
 */
export function schoolDay(value: string, timeZone: string = DEFAULT_SCHOOL_TIME_ZONE): string {
  const text = value.trim();
  if (!INSTANT.test(text)) return /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? '';
  const epochMs = Date.parse(text);
  if (Number.isNaN(epochMs)) return '';
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(epochMs);
}
