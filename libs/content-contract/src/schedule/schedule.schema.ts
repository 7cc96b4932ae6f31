import { z } from 'zod';

z.config({ jitless: true });

export const SCHEDULE_MESSAGES = {
  timeInvalid: 'Please give a date and time.',
  expiryBeforePublishing: 'The end must be after the publishing time.',
} as const;

/** An optional instant: ISO 8601 with its offset, stored as UTC; '' or null is none (a PATCH clears it with either). */
export const optionalInstant = z
  .union([z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.timeInvalid }), z.literal(''), z.null()], { error: SCHEDULE_MESSAGES.timeInvalid })
  .optional()
  .transform((time) => (time ? new Date(time).toISOString() : time === undefined ? undefined : null));

/** The schedule fields of an item, as sent: `null` clears a time, a missing field keeps it. */
export const scheduleFields = { publishAt: optionalInstant, expireAt: optionalInstant };

/** True when the item's end (if any) comes after its start (if any). */
export function isScheduleInOrder(item: { publishAt?: string | null; expireAt?: string | null }): boolean {
  return !item.publishAt || !item.expireAt || Date.parse(item.expireAt) > Date.parse(item.publishAt);
}
