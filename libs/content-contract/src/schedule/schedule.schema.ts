import { z } from 'zod';
import { wallTimeToInstant } from '../site/school-time-zone';
import { POST_STATUSES, POST_STATUS_MESSAGES } from './post-status';

z.config({ jitless: true });

export const SCHEDULE_MESSAGES = {
  timeInvalid: 'Please give a date and time.',
  expiryBeforePublishing: 'The end must be after the publishing time.',
} as const;

/** A school's wall-clock time as a `datetime-local` field sends it (`2026-12-01T07:00`), read in the school's time zone. */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * An optional instant: ISO 8601 with its offset, or a wall-clock time of the school's time zone (a form's
 * `datetime-local`), stored as UTC; '' or null is none (a PATCH clears it with either).
 */
export const optionalInstant = z
  .union([z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.timeInvalid }), z.string().regex(WALL_TIME), z.literal(''), z.null()], { error: SCHEDULE_MESSAGES.timeInvalid })
  .optional()
  .transform((time, context) => {
    if (time === undefined) return undefined;
    if (!time) return null;
    const instant = WALL_TIME.test(time) ? wallTimeToInstant(time) : new Date(time).toISOString();
    if (instant) return instant;
    context.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.timeInvalid });
    return z.NEVER;
  });

/** The schedule fields of an item, as sent: `null` clears a time, a missing field keeps it. */
export const scheduleFields = { publishAt: optionalInstant, expireAt: optionalInstant };

/** True when the item's end (if any) comes after its start (if any). */
export function isScheduleInOrder(item: { publishAt?: string | null; expireAt?: string | null }): boolean {
  return !item.publishAt || !item.expireAt || Date.parse(item.expireAt) > Date.parse(item.publishAt);
}

/** `status` as a POST or PATCH sends it; missing keeps it (a new post without one is published, as before drafts). */
export const postStatusField = z.enum(POST_STATUSES, { error: POST_STATUS_MESSAGES.statusInvalid }).optional();
