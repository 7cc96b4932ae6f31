import { API_MESSAGES } from '@schoolpage/content-contract';
import { z } from 'zod';

/** `POST /api/dashboard/profile/slug` body: `{ slug }`; the slug rules themselves are checked by SiteAddressService. */
export const slugChangeSchema = z.strictObject({
  slug: z.string({ error: (issue) => (issue.input === undefined ? API_MESSAGES.address.required : undefined) }).max(1000, { error: API_MESSAGES.address.tooLong }),
});
