import type { SubscriptionTopic } from '@schoolpage/content-contract';
import type { PublishedPost } from './published-posts';

/** The ways a post reaches a subscriber. */
export type SendChannel = 'mail' | 'push';

/** One post to send to a school's subscribers of its topic (times in epoch ms). */
export interface SendRecord {
  /** `<school>:<topic>:<item>`: one send per post, so an edit never makes a second. */
  id: string;
  organizationId: string;
  topic: SubscriptionTopic;
  post: PublishedPost;
  dueAt: number;
  createdAt: number;
  state: 'waiting' | 'done' | 'cancelled';
  finishedAt?: number;
}

/** A send as the school sees it: its post, when, and how many got it or did not. */
export interface SendSummary {
  id: string;
  topic: SubscriptionTopic;
  title: string;
  dueAt: number;
  state: SendRecord['state'];
  delivered: number;
  failed: number;
  /** The same figures per channel. */
  channels: Record<SendChannel, { delivered: number; failed: number }>;
  /** The last failures' reasons (a few), for the school to see. */
  problems: string[];
}

/** What came of one try to deliver (`retryAt`: when to try again; none: never). */
export type DeliveryOutcome = { sent: true } | { sent: false; problem: string; retryAt?: number };

export const sendIdOf = (organizationId: string, post: Pick<PublishedPost, 'topic' | 'itemId'>) => `${organizationId}:${post.topic}:${post.itemId}`;

/**
 * Port: the sends and each delivery of them (SQLite tables `subscription_sends`, `subscription_deliveries`; MongoDB
 * collections of the same names). A delivery is claimed before it is tried and the claim is one atomic write, so a
 * subscriber is never sent one post twice: not by two instances, not after a restart mid-send (a claim whose
 * outcome was never written is not tried again).
 */
export abstract class SendStore {
  /** Adds the send; false when the post already has one. */
  abstract add(send: SendRecord): Promise<boolean>;
  /** Sends waiting whose time has come, oldest first. */
  abstract due(now: number, limit: number): Promise<SendRecord[]>;
  /**
   * Claims the delivery of `sendId` to `recipient` on `channel`: true when it was never tried, or failed with a retry
   * due by `now` (counted as one more try); false otherwise.
   */
  abstract claim(sendId: string, recipient: string, channel: SendChannel, now: number): Promise<boolean>;
  /** The tries so far of a claimed delivery (1 for the first). */
  abstract tries(sendId: string, recipient: string, channel: SendChannel): Promise<number>;
  abstract settle(sendId: string, recipient: string, channel: SendChannel, outcome: DeliveryOutcome): Promise<void>;
  /** Whether any delivery of the send failed with a retry still to come. */
  abstract retriesLeft(sendId: string): Promise<boolean>;
  abstract finish(sendId: string, state: 'done' | 'cancelled', now: number): Promise<void>;
  /**
   * The sends of news, circulars and events (not alerts) due in `[from, to)`, of every school, not cancelled, oldest
   * first: what a daily digest may gather.
   */
  abstract postsBetween(from: number, to: number): Promise<SendRecord[]>;
  /** The school's last sends, newest first, with their figures. */
  abstract recent(organizationId: string, limit: number): Promise<SendSummary[]>;
}

/** A send's figures, in all and per channel, from its deliveries counted per channel and state. */
export function deliveryFigures(counted: readonly { channel: SendChannel; state: string; n: number }[]): Pick<SendSummary, 'delivered' | 'failed' | 'channels'> {
  const of = (channel: SendChannel, state: string) => counted.filter((row) => row.channel === channel && row.state === state).reduce((sum, row) => sum + row.n, 0);
  const channels = { mail: { delivered: of('mail', 'sent'), failed: of('mail', 'failed') }, push: { delivered: of('push', 'sent'), failed: of('push', 'failed') } };
  return { delivered: channels.mail.delivered + channels.push.delivered, failed: channels.mail.failed + channels.push.failed, channels };
}
