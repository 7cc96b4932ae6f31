import { Injectable } from '@nestjs/common';
import { DEFAULT_SCHOOL_TIME_ZONE } from '@schoolpage/content-contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The clock visits are counted by: a visit's day is the school's (Asia/Kolkata). Tests set `now`. */
@Injectable()
export class VisitClock {
  now: () => number = () => Date.now();

  /** Today in the school's time zone, YYYY-MM-DD. */
  today(): string {
    return dayFormat.format(this.now());
  }
}
