import type { SubscriptionTopic } from '@schoolpage/content-contract';

/**
 * One browser's subscription to a school's updates by web push (times in epoch ms): what the browser's push service
 * gave (its endpoint and the keys the notification is encrypted with), the topics, and when the parent agreed to
 * which words; nothing else.
 */
export interface PushSubscriberRecord {
  id: string;
  organizationId: string;
  /** The push service's address for this browser (on PUSH_SERVICE_HOSTS): one subscription per endpoint and school. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url, RFC 8291). */
  keys: { p256dh: string; auth: string };
  topics: SubscriptionTopic[];
  consentAt: number;
  consentText: string;
  /** The language of the updates page the parent turned notifications on from (as SubscriberRecord's). */
  language?: string;
}

/**
 * Port: where push subscribers are kept (SQLite table `push_subscribers`, MongoDB collection `push_subscribers`). A
 * browser's endpoint is its key: one subscription per endpoint and school, and knowing the endpoint (only the browser
 * does) is what stops it.
 */
export abstract class PushSubscriberStore {
  abstract find(organizationId: string, endpoint: string): Promise<PushSubscriberRecord | undefined>;
  /** Adds the subscriber, or replaces the one with the same school and endpoint (keeping its id). */
  abstract save(record: PushSubscriberRecord): Promise<PushSubscriberRecord>;
  /** Whether there was one to delete. */
  abstract remove(id: string): Promise<boolean>;
  /** The school's push subscribers, oldest first (the sends and the counts). */
  abstract of(organizationId: string): Promise<PushSubscriberRecord[]>;
}
