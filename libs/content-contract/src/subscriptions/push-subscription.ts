import { z } from 'zod';
import { API_PREFIX } from '../platform/api-paths';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic } from './subscription-topics';

/**
 * A browser's web push subscription to a school's updates: POST `{ organizationId, subscription: { endpoint, keys: {
 * p256dh, auth } }, topics }` subscribes it; DELETE `{ organizationId, endpoint }` (what only that browser knows) stops
 * it. Kept out of PUBLIC_API, which every school page's script carries whole: only the updates page's own script uses it.
 */
export const PUSH_SUBSCRIPTIONS_API = `${API_PREFIX}/web/push-subscriptions`;

/** What the parent agrees to by turning on a school's notifications: stored, word for word, with the time. */
export const pushConsentText = (schoolName: string) =>
  `${schoolName} will send notifications of the updates I chose to this browser, from SchoolPage, until I turn them off.`;

/** The answers of `/api/web/push-subscriptions` and the words of the updates page's notifications part. */
export const PUSH_MESSAGES = {
  subscribed: 'Notifications are on. You will get the updates you chose on this device.',
  unsubscribed: 'Notifications are off on this device.',
  notFound: 'This device was not getting notifications.',
  badSubscription: 'This browser’s notification details could not be used. Please try again.',
  pushService: 'This browser’s notification service is not one we can send to.',
  topics: 'Choose at least one kind of update.',
} as const;

/** The updates page's notifications part (`/s/<slug>/updates`). */
export const PUSH_PAGE_TEXT = {
  heading: 'Notifications on this device',
  intro: 'Get a notification on this phone or computer when the school publishes the kinds of update ticked above. Your browser will ask you first.',
  button: 'Get notifications',
  stop: 'Turn off notifications',
  asking: 'Waiting for your browser…',
  denied: 'Notifications are blocked for this site. You can allow them in your browser’s settings.',
  failed: 'Notifications could not be turned on. Please try again.',
  /** Where the browser offers no push (an iPhone's Safari before the site is on the Home Screen), or runs no script. */
  homeScreenSummary: 'On an iPhone or iPad?',
  homeScreen:
    'Notifications work once this site is on your Home Screen: tap the Share button in Safari, choose “Add to Home Screen”, then open the school from your Home Screen and tap “Get notifications” there (iOS 16.4 or later).',
  notOffered: 'This browser does not offer notifications here.',
} as const;

/** base64url of `bytes` bytes exactly (an unpadded encoding has no other length). */
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .length(Math.ceil((bytes * 4) / 3));

/** A browser's `PushSubscription.toJSON()` and the topics (all of them when none are named). */
export const pushSubscriptionSchema = z.object({
  subscription: z.object(
    {
      endpoint: z.string().url().max(2048),
      keys: z.object({
        /** The browser's uncompressed P-256 public key: 65 bytes. */
        p256dh: base64url(65),
        /** Its auth secret: 16 bytes. */
        auth: base64url(16),
      }),
    },
    { error: PUSH_MESSAGES.badSubscription },
  ),
  topics: z
    .preprocess(
      (value) => (value === undefined ? [...SUBSCRIPTION_TOPICS] : value),
      z.array(z.enum(SUBSCRIPTION_TOPICS, { error: PUSH_MESSAGES.topics }), { error: PUSH_MESSAGES.topics }).min(1, { error: PUSH_MESSAGES.topics }),
    )
    .transform((topics): SubscriptionTopic[] => SUBSCRIPTION_TOPICS.filter((topic) => topics.includes(topic))),
});

export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;
