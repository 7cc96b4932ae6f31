import { DAILY_DIGEST_HOUR, instantToWallTime, wallTimeToInstant } from '@schoolpage/content-contract';

/** The last daily digest due by a time: its day, when it goes, and what it gathers. */
export interface DigestDay {
  /** The school's date it goes out on (`YYYY-MM-DD`): one digest per subscriber and day. */
  day: string;
  /** What was due in `[from, to)` goes in it (epoch ms): the 24 hours (or 23, 25 across a clock change) before `to`. */
  from: number;
  /** DAILY_DIGEST_HOUR of `day` in the school's time zone: when it goes out. */
  to: number;
}

const hourOf = (day: string, timeZone: string) => Date.parse(wallTimeToInstant(`${day}T${String(DAILY_DIGEST_HOUR).padStart(2, '0')}:00`, timeZone) ?? '');
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The latest digest due by `now` in the school's time zone: the one of today once its hour has come, else
 * yesterday's.
 */
export function digestDayAt(now: number, timeZone: string): DigestDay {
  const today = instantToWallTime(new Date(now).toISOString(), timeZone).slice(0, 10);
  const day = hourOf(today, timeZone) <= now ? today : dayBefore(today);
  return { day, from: hourOf(dayBefore(day), timeZone), to: hourOf(day, timeZone) };
}
