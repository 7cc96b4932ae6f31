import { z } from 'zod';
import { ALERT_MESSAGES } from '../messages/alert-messages';

/**
 * "Tell subscribers" on a post's form (a story, a circular, an event, the alert): ticked unless sent `false`. A post
 * saved unticked is stored with `tellSubscribers: false` and never sent (published-posts.ts); only a new post is sent,
 * so the box matters until the post is first published.
 */
export const tellSubscribersField = z.boolean({ error: ALERT_MESSAGES.tellSubscribersInvalid }).optional();

/** What an item stores of the box: `false` when unticked, nothing when ticked. */
export const toldOrNot = (tellSubscribers: boolean | undefined): { tellSubscribers?: false } => (tellSubscribers === false ? { tellSubscribers: false } : {});
