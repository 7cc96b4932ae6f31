import { z } from 'zod';
import { ALERT_MESSAGES as M } from '../messages/alert-messages';
import { ALERT_LEVELS, ALERT_LIMITS, type SiteAlert } from './site-alert';

// Pages run under a Content-Security-Policy that forbids evaluating strings (see validation/registration.schema.ts).
z.config({ jitless: true });

/** A web address (`http(s)://host…`) or a path of the platform's own (`/s/…`, never `//host`). */
function isAlertLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//') && !/[\s\\]/.test(link);
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    return !!new URL(link).hostname;
  } catch {
    return false;
  }
}

/** An optional time: an ISO 8601 date-time with its offset, stored as the UTC instant; '' or null is none. */
const instant = z
  .union([z.iso.datetime({ offset: true, error: M.timeInvalid }), z.literal(''), z.null()], { error: M.timeInvalid })
  .optional()
  .transform((time) => (time ? new Date(time).toISOString() : undefined));

/**
 * A school's alert as the dashboard sends it (`POST ALERT_API_PATH`): refused with one clear message when
 * anything is wrong, including an end that is not after the start or that has passed at `now`.
 */
export function siteAlertSchema(now: () => number = Date.now) {
  return z
    .strictObject({
      message: z
        .string({ error: M.messageRequired })
        .trim()
        .min(1, { error: M.messageRequired })
        .max(ALERT_LIMITS.message, { error: M.messageTooLong }),
      level: z.enum(ALERT_LEVELS, { error: M.levelInvalid }),
      link: z
        .string({ error: M.linkInvalid })
        .trim()
        .max(ALERT_LIMITS.link, { error: M.linkTooLong })
        .refine((link) => link === '' || isAlertLink(link), { error: M.linkInvalid })
        .optional()
        .transform((link) => link || undefined),
      startsAt: instant,
      endsAt: instant,
      /** "Tell subscribers" (ticked unless sent `false`): whether parents who asked for alerts are mailed this one. */
      tellSubscribers: z.boolean({ error: M.tellSubscribersInvalid }).optional(),
    })
    .check((context) => {
      const { startsAt, endsAt } = context.value;
      if (!endsAt) return;
      const message = startsAt && Date.parse(endsAt) <= Date.parse(startsAt) ? M.endBeforeStart : Date.parse(endsAt) <= now() ? M.endPassed : undefined;
      if (message) context.issues.push({ code: 'custom', message, input: endsAt, path: ['endsAt'] });
    })
    .transform((alert): SiteAlert => {
      const saved: SiteAlert = { message: alert.message, level: alert.level };
      if (alert.link) saved.link = alert.link;
      if (alert.startsAt) saved.startsAt = alert.startsAt;
      if (alert.endsAt) saved.endsAt = alert.endsAt;
      if (alert.tellSubscribers === false) saved.tellSubscribers = false;
      return saved;
    });
}
