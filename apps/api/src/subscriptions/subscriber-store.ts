import type { SubscriptionDelivery, SubscriptionTopic } from '@schoolpage/content-contract';

/**
 * One parent's subscription to one school (times in epoch milliseconds). What the parent gave is kept and nothing
 * else: the address, the topics and when to get them (part of the parent's choice of topics), when they agreed and to
 * which words, in which language; the rest says where the confirmation stands.
 */
export interface SubscriberRecord {
  id: string;
  organizationId: string;
  /** Lower case: one subscription per address and school. */
  email: string;
  topics: SubscriptionTopic[];
  /** `daily`: news, circulars and events gathered in the daily digest; at once when absent (`instant`). Alerts always at once. */
  delivery?: SubscriptionDelivery;
  consentAt: number;
  /** The words agreed to, in the language of the page the parent read them on. */
  consentText: string;
  /**
   * The language the parent asked in (a BCP-47 code of the site's, the site's default unless the page was in another):
   * their mails and pages are in it. Absent on a subscriber kept before there was one: the site's default then.
   */
  language?: string;
  /** When the confirmation link was opened (nothing is sent before). */
  confirmedAt?: number;
  /** While unconfirmed: the SHA-256 of the confirmation link's token (the token itself is kept nowhere) and its end. */
  confirmTokenHash?: string;
  confirmExpiresAt?: number;
}

/**
 * Port: where subscribers are kept (SQLite table `subscribers`, MongoDB collection `subscribers`). One per address
 * and school.
 */
export abstract class SubscriberStore {
  abstract find(organizationId: string, email: string): Promise<SubscriberRecord | undefined>;
  abstract findById(id: string): Promise<SubscriberRecord | undefined>;
  /** Adds the subscriber, or replaces the one with its id. */
  abstract save(record: SubscriberRecord): Promise<void>;
  /**
   * Confirms the subscriber whose unexpired confirmation token has this hash, at once and once (the token is
   * forgotten); the confirmed subscriber, or undefined when no token has it.
   */
  abstract confirm(tokenHash: string, now: number): Promise<SubscriberRecord | undefined>;
  /** Keeps these topics (and, when given, when to get them); the changed subscriber, or undefined when there is none with that id. */
  abstract setTopics(id: string, topics: SubscriptionTopic[], delivery?: SubscriptionDelivery): Promise<SubscriberRecord | undefined>;
  /** Whether there was one to delete. */
  abstract remove(id: string): Promise<boolean>;
  /** Deletes every subscriber whose confirmation link ended before `now` unopened; how many went. */
  abstract removeUnconfirmed(now: number): Promise<number>;
  /** The school's confirmed subscribers, oldest first (the sends, the counts, the CSV export). */
  abstract confirmed(organizationId: string): Promise<SubscriberRecord[]>;
}
