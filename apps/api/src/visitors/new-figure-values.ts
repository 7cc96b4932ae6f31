import { Injectable } from '@nestjs/common';
import { VisitClock } from './visit-clock';

/** Distinct referrers, and distinct search words, a school's figures may gain in one day. */
export const NEW_VALUES_PER_SCHOOL_DAY = 50;
/** Schools remembered in a day; beyond them no new value is taken (a bound on memory, never reached by real visits). */
const SCHOOLS_REMEMBERED = 20_000;

type FigureKind = 'referrer' | 'search';

/**
 * A per-school daily cap on distinct new values in the figures a visitor's beacon names (where they came from, what
 * they searched): a value seen today always counts again, and up to NEW_VALUES_PER_SCHOOL_DAY new ones a day are
 * taken, so a stream of invented referrers or words cannot fill a school's figures. Counted in memory on each
 * instance (like VisitAllowance); forgotten with the day.
 */
@Injectable()
export class NewFigureValues {
  private day = '';
  private seen = new Map<string, Set<string>>();

  constructor(private readonly clock: VisitClock) {}

  /** `value` when the school's figures of that kind may hold it today, else '' (not counted). */
  admit(organizationId: string, kind: FigureKind, value: string): string {
    if (!value) return '';
    const today = this.clock.today();
    if (today !== this.day) {
      this.day = today;
      this.seen = new Map();
    }
    const key = `${organizationId}|${kind}`;
    let values = this.seen.get(key);
    if (!values) {
      if (this.seen.size >= SCHOOLS_REMEMBERED * 2) return '';
      this.seen.set(key, (values = new Set()));
    }
    if (values.has(value)) return value;
    if (values.size >= NEW_VALUES_PER_SCHOOL_DAY) return '';
    values.add(value);
    return value;
  }
}
