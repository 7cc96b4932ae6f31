/** What a parent can get updates about: each kind of post a school publishes. */
export const SUBSCRIPTION_TOPICS = ['news', 'circulars', 'events', 'alerts'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

/** How the updates page names each topic. */
export const SUBSCRIPTION_TOPIC_LABELS: Record<SubscriptionTopic, string> = {
  news: 'News',
  circulars: 'Circulars',
  events: 'Events',
  alerts: 'Alerts',
};

/** Whether `value` names a topic. */
export const isSubscriptionTopic = (value: unknown): value is SubscriptionTopic =>
  typeof value === 'string' && (SUBSCRIPTION_TOPICS as readonly string[]).includes(value);
