import { z } from 'zod';
import { emailSchema } from '../validation/email-rule';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic } from './subscription-topics';

/** A confirmation link works this many days, once; a subscriber who has not opened it by then is deleted. */
export const SUBSCRIPTION_CONFIRM_DAYS = 7;

/** The hidden field people never see nor fill (as the enquiry form's). */
export const SUBSCRIPTION_HONEYPOT_FIELD = 'website';

/** The field that carries the form's token (when the server made the form, for which school, signed). */
export const SUBSCRIPTION_TOKEN_FIELD = 'formToken';

/**
 * The field that carries the language of the page the form was sent from (one of the site's; the site's default when
 * absent): the subscriber's mails and pages are in it.
 */
export const SUBSCRIPTION_LANGUAGE_FIELD = 'language';

/** What the parent agrees to by asking for updates: stored, word for word, with the time they agreed. */
export const subscriptionConsentText = (schoolName: string) =>
  `${schoolName} will e-mail me the updates I chose, from SchoolPage, until I stop them (every e-mail has a link to stop).`;

/**
 * When a subscriber's news, circulars and events reach them: each as soon as it is published, or gathered in one
 * mail a day (the daily digest). Alerts always come at once.
 */
export const SUBSCRIPTION_DELIVERIES = ['instant', 'daily'] as const;
export type SubscriptionDelivery = (typeof SUBSCRIPTION_DELIVERIES)[number];

/** How the updates pages name each choice. */
export const SUBSCRIPTION_DELIVERY_LABELS: Record<SubscriptionDelivery, string> = {
  instant: 'Each update as soon as it is published',
  daily: 'One e-mail a day with the day’s updates (alerts still come at once)',
};

/** The hour of the school's day (its time zone) the daily digest goes out, with what was published in the 24 hours before. */
export const DAILY_DIGEST_HOUR = 7;

/** The answers of `POST /api/web/subscriptions` and of the updates pages. */
export const SUBSCRIPTION_MESSAGES = {
  /** Said whether or not the address was known: nothing tells a stranger who subscribes. */
  sent: 'Check your e-mail: we have sent you a link to confirm. Nothing is sent to you before you open it.',
  email: 'Please enter a valid email address.',
  topics: 'Choose at least one kind of update.',
  unknownSchool: 'This school does not take subscriptions.',
  tooMany: 'Too many requests. Please try again later.',
  refused: 'Your request could not be sent. Please open the page again and try once more.',
  tooFast: 'That was too fast. Please wait a moment and send the form again.',
  confirmed: 'You will now get the updates you chose.',
  badLink: 'This link does not work any more. Please ask for updates again.',
  unsubscribed: 'You will get no more updates from this school.',
  topicsSaved: 'Your choice is saved.',
  delivery: 'Choose when to get updates: at once or once a day.',
} as const;

/** What a parent sends: the address, the topics (all of them when none are named) and when (at once when not named). */
export const subscriptionSchema = z.object({
  email: emailSchema,
  topics: z
    .preprocess(
      (value) => (value === undefined || value === '' ? [...SUBSCRIPTION_TOPICS] : typeof value === 'string' ? [value] : value),
      z.array(z.enum(SUBSCRIPTION_TOPICS, { error: SUBSCRIPTION_MESSAGES.topics }), { error: SUBSCRIPTION_MESSAGES.topics }).min(1, { error: SUBSCRIPTION_MESSAGES.topics }),
    )
    .transform((topics): SubscriptionTopic[] => SUBSCRIPTION_TOPICS.filter((topic) => topics.includes(topic))),
  delivery: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SUBSCRIPTION_DELIVERIES, { error: SUBSCRIPTION_MESSAGES.delivery }).default('instant')),
});

export type SubscriptionRequest = z.infer<typeof subscriptionSchema>;
