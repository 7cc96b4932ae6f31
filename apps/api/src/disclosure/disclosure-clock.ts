import { Injectable } from '@nestjs/common';
import { schoolDay } from '@schoolpage/content-contract';

/** The clock the disclosure reads (document states, reminders, dates of changes): tests set `now`. */
@Injectable()
export class DisclosureClock {
  now: () => Date = () => new Date();

  /** Today in the school's time zone (its `timeZone`; Asia/Kolkata when it has none), as YYYY-MM-DD. */
  today(timeZone?: string): string {
    return schoolDay(this.now().toISOString(), timeZone);
  }
}
