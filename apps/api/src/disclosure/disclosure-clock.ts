import { Injectable } from '@nestjs/common';

/** The time zone a school's days are counted in (DESIGN: times shown in the school's zone, default Asia/Kolkata). */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The clock the disclosure reads (document states, reminders, dates of changes): tests set `now`. */
@Injectable()
export class DisclosureClock {
  now: () => Date = () => new Date();

  /** Today in the school's time zone, as YYYY-MM-DD. */
  today(): string {
    return dayFormat.format(this.now());
  }
}
