import { DEFAULT_SCHOOL_TIME_ZONE } from '../site/school-time-zone';
import type { PostStatus } from './post-status';

/**
 * Something a school prepares now and shows later (a notice, a story, a page): on the site from `publishAt`
 * (or at once) until `expireAt` (or for good). Instants in ISO 8601, UTC.
 */
export interface Scheduled {
  publishAt?: string;
  expireAt?: string;
  /** A draft is never shown to visitors, whatever its times (post-status.ts). */
  status?: PostStatus;
}

export type ScheduleState = 'draft' | 'scheduled' | 'published' | 'expired';

/** Where an item stands at `now`: a draft, before its publishing time, on the site, or past its expiry. */
export function scheduleState(item: Scheduled, now: number): ScheduleState {
  if (item.status === 'draft') return 'draft';
  if (item.publishAt && now < Date.parse(item.publishAt)) return 'scheduled';
  if (item.expireAt && now >= Date.parse(item.expireAt)) return 'expired';
  return 'published';
}

/** True while visitors see the item. */
export const isPublishedAt = (item: Scheduled, now: number) => scheduleState(item, now) === 'published';

/** The items visitors see at `now`, in their order. */
export function publishedAt<T extends Scheduled>(items: readonly T[] | undefined, now: number): T[] {
  return (items ?? []).filter((item) => isPublishedAt(item, now));
}

/** The next instant (epoch ms) after `now` at which any of the items appears or goes; undefined when none will. */
export function nextScheduleChange(items: readonly (Scheduled | undefined)[], now: number): number | undefined {
  let next: number | undefined;
  for (const item of items) {
    for (const time of [item?.publishAt, item?.expireAt]) {
      const at = time ? Date.parse(time) : Number.NaN;
      if (at > now && (next === undefined || at < next)) next = at;
    }
  }
  return next;
}

/** "Mon 1 Dec, 07:00": a time in the school's time zone, as the dashboard shows a schedule. */
export function scheduleTime(instant: string, timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** What the dashboard says of an item's schedule: "Scheduled for Mon 1 Dec, 07:00", "Expired" or "Published". */
export function scheduleLabel(item: Scheduled, now: number, timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const state = scheduleState(item, now);
  if (state === 'draft') return 'Draft';
  if (state === 'scheduled') return `Scheduled for ${scheduleTime(item.publishAt as string, timeZone)}`;
  if (state === 'expired') return 'Expired';
  return item.expireAt ? `Published until ${scheduleTime(item.expireAt, timeZone)}` : 'Published';
}
