import { z } from 'zod';
import { richTextSchema } from '../rich-text/rich-text.schema';
import { isScheduleInOrder, SCHEDULE_MESSAGES, scheduleFields, postStatusField } from '../schedule/schedule.schema';
import { NEWS_MESSAGES as M } from './news-messages';
import { NEWS_LIMITS } from './news-story';
import { typedOnly } from '../validation/control-characters';
import { tellSubscribersField } from '../subscriptions/tell-subscribers';

z.config({ jitless: true });

const cover = z
  .strictObject(
    {
      url: z.string({ error: M.coverInvalid }).regex(/^\/api\/files\/[\w.-]+$/, { error: M.coverInvalid }),
      altText: z.string({ error: M.coverAltRequired }).trim().min(1, { error: M.coverAltRequired }).max(NEWS_LIMITS.altText, { error: M.coverAltRequired }),
    },
    { error: M.coverInvalid },
  )
  .nullish();

const fields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, { error: M.titleRequired }).max(NEWS_LIMITS.title, { error: M.titleTooLong }).refine(...typedOnly('The title')),
  summary: z.string({ error: M.summaryTooLong }).trim().max(NEWS_LIMITS.summary, { error: M.summaryTooLong }),
  body: richTextSchema,
  coverImage: cover,
  pinned: z.boolean(),
  ...scheduleFields,
  status: postStatusField,
  tellSubscribers: tellSubscribersField,
};

/** A new story (`POST NEWS_API_PATH`). */
export const newNewsStorySchema = z
  .strictObject({ ...fields, summary: fields.summary.optional(), body: fields.body.optional(), pinned: fields.pinned.optional() })
  .refine(isScheduleInOrder, { error: SCHEDULE_MESSAGES.expiryBeforePublishing, path: ['expireAt'] });

/** A change to a story (`PATCH NEWS_API_PATH/<id>`): the fields sent change, `null` clears a time or the cover. */
export const newsStoryChangeSchema = z
  .strictObject({ ...fields, title: fields.title.optional(), summary: fields.summary.optional(), body: fields.body.optional(), pinned: fields.pinned.optional() })
  .refine(isScheduleInOrder, { error: SCHEDULE_MESSAGES.expiryBeforePublishing, path: ['expireAt'] });

export type NewNewsStory = z.output<typeof newNewsStorySchema>;
export type NewsStoryChange = z.output<typeof newsStoryChangeSchema>;
