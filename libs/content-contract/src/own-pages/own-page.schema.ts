import { z } from 'zod';
import { richTextSchema } from '../rich-text/rich-text.schema';
import { isScheduleInOrder, SCHEDULE_MESSAGES, scheduleFields, postStatusField } from '../schedule/schedule.schema';
import { OWN_PAGE_MESSAGES as M } from './own-page-messages';
import { OWN_PAGE_LIMITS, PAGE_SLUG_PATTERN, RESERVED_PAGE_SLUGS } from './own-page';
import { typedOnly } from '../validation/control-characters';

z.config({ jitless: true });

/** A page address as sent: trimmed, lowercase letters, digits and hyphens, not a template page's name. */
export const pageSlugSchema = z
  .string({ error: M.slugInvalid })
  .trim()
  .max(OWN_PAGE_LIMITS.slug, { error: M.slugInvalid })
  .regex(PAGE_SLUG_PATTERN, { error: M.slugInvalid })
  .refine((slug) => !RESERVED_PAGE_SLUGS.includes(slug), { error: M.slugReserved });

const fields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, { error: M.titleRequired }).max(OWN_PAGE_LIMITS.title, { error: M.titleTooLong }).refine(...typedOnly('The title')),
  slug: pageSlugSchema,
  body: richTextSchema,
  showInMenu: z.boolean(),
  ...scheduleFields,
  status: postStatusField,
};

/** A new page (`POST OWN_PAGES_API_PATH`): a title and its text; its address is made from the title when not given. */
export const newOwnPageSchema = z
  .strictObject({ ...fields, slug: fields.slug.optional(), body: fields.body.optional(), showInMenu: fields.showInMenu.optional() })
  .refine(isScheduleInOrder, { error: SCHEDULE_MESSAGES.expiryBeforePublishing, path: ['expireAt'] });

/** A change to a page (`PATCH OWN_PAGES_API_PATH/<id>`): the fields sent change, `null` clears a time. */
export const ownPageChangeSchema = z
  .strictObject({
    title: fields.title.optional(),
    slug: fields.slug.optional(),
    body: fields.body.optional(),
    showInMenu: fields.showInMenu.optional(),
    status: fields.status,
    ...scheduleFields,
  })
  .refine(isScheduleInOrder, { error: SCHEDULE_MESSAGES.expiryBeforePublishing, path: ['expireAt'] });

export type NewOwnPage = z.output<typeof newOwnPageSchema>;
export type OwnPageChange = z.output<typeof ownPageChangeSchema>;
