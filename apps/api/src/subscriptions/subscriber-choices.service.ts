import { Injectable } from '@nestjs/common';
import { SUBSCRIPTION_TOPICS, type SubscriptionDelivery, type SubscriptionTopic } from '@schoolpage/content-contract';
import { SubscriberStore, type SubscriberRecord } from './subscriber-store';
import { confirmTokenHash } from './subscriber-tokens';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';

/**
 * What a subscriber does without signing in: confirms with the mail's link (once, within its days), and, with the
 * token of every later mail, changes topics or stops. Stopping every topic deletes the subscriber: nothing of them
 * is kept.
 */
@Injectable()
export class SubscriberChoices {
  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly tokens: SubscriberTokens,
    private readonly clock: SubscriptionClock,
  ) {}

  /** The confirmed subscriber, or undefined when the link is unknown, used or past its days. */
  confirm(token: unknown): Promise<SubscriberRecord | undefined> {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return Promise.resolve(undefined);
    return this.subscribers.confirm(confirmTokenHash(token), this.clock.now());
  }

  /** The confirmed subscriber a mail's token names (of `organizationId`, when given). */
  async subscriberOf(token: unknown, organizationId?: string): Promise<SubscriberRecord | undefined> {
    const id = this.tokens.subscriberOf(token);
    const found = id ? await this.subscribers.findById(id) : undefined;
    if (!found || found.confirmedAt === undefined || (organizationId !== undefined && found.organizationId !== organizationId)) return undefined;
    return found;
  }

  /** Stops one topic, or every one (then the subscriber is deleted); false when the token names no subscriber. */
  async stop(token: unknown, topic?: SubscriptionTopic): Promise<boolean> {
    const subscriber = await this.subscriberOf(token);
    if (!subscriber) return false;
    await this.keep(subscriber, topic ? subscriber.topics.filter((kept) => kept !== topic) : []);
    return true;
  }

  /** Keeps only `topics` (none: the subscriber is deleted), and when given, when to get them; false when the token names no subscriber. */
  async choose(token: unknown, topics: readonly SubscriptionTopic[], delivery?: SubscriptionDelivery): Promise<boolean> {
    const subscriber = await this.subscriberOf(token);
    if (!subscriber) return false;
    await this.keep(subscriber, SUBSCRIPTION_TOPICS.filter((topic) => topics.includes(topic)), delivery);
    return true;
  }

  private async keep(subscriber: SubscriberRecord, topics: SubscriptionTopic[], delivery?: SubscriptionDelivery): Promise<void> {
    if (topics.length === 0) await this.subscribers.remove(subscriber.id);
    else await this.subscribers.setTopics(subscriber.id, topics, delivery);
  }
}
