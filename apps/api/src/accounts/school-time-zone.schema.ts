import { API_MESSAGES, schoolTimeZone } from '@schoolpage/content-contract';
import { z } from 'zod';

/** `POST /api/dashboard/profile/time-zone` body: `{ timeZone }`, an IANA zone Intl knows (stored as Intl spells it). */
export const schoolTimeZoneSchema = z.strictObject({
  timeZone: z.string({ error: API_MESSAGES.profile.timeZoneInvalid }).transform((name, context) => {
    const zone = schoolTimeZone(name);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: API_MESSAGES.profile.timeZoneInvalid });
    return z.NEVER;
  }),
});
