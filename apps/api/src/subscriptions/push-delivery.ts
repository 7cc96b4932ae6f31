import { Inject, Injectable } from '@nestjs/common';
import { generateRequestDetails, getVapidHeaders } from 'web-push';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import type { DeliveryOutcome } from './send-store';
import type { PushNotice } from './push-notification';
import { onPushService } from './push-service-hosts';
import type { PushSubscriberRecord } from './push-subscriber-store';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys';

/** How long a push service keeps a notification for a browser that is off (seconds). */
const KEPT_FOR_SECONDS = 24 * 60 * 60;
/** The longest wait for a push service's answer. */
const ANSWER_WITHIN_MS = 10_000;
/** A VAPID token lasts this long (RFC 8292 allows 24 h at most)... */
const TOKEN_LASTS_S = 12 * 60 * 60;
/** ...and is used for one push service while it has at least this long left. */
const TOKEN_KEPT_UNTIL_LEFT_S = 60 * 60;

/** What came of one push: sent, gone for good (the browser's subscription ended: drop it), or failed (try again). */
export type PushResult = { sent: true } | { sent: false; gone: boolean; problem: string };

/**
 * Delivers one notification to one browser through its push service (RFC 8030): encrypted for the browser's keys
 * (RFC 8291 `aes128gcm`) by web-push and signed with the platform's VAPID key (RFC 8292; one token per push service
 * for 11 hours of its 12), posted only to an endpoint on
 * PUSH_SERVICE_HOSTS (checked again, as the setting may have changed), never following a redirect. 404 and 410 say
 * the subscription has ended.
 */
@Injectable()
export class PushDelivery {
  /** The signed VAPID `Authorization` per push service (its origin), reused while it lasts: one signature, not one a push. */
  private readonly tokens = new Map<string, { authorization: string; expires: number }>();

  constructor(
    @Inject(VAPID_KEYS) private readonly vapid: VapidKeys,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'pushServiceHosts'>,
  ) {}

  /** The platform's public key, for a browser to subscribe with. */
  get publicKey(): string {
    return this.vapid.publicKey;
  }

  async push(subscriber: Pick<PushSubscriberRecord, 'endpoint' | 'keys'>, notice: PushNotice, urgent = false): Promise<PushResult> {
    if (!onPushService(subscriber.endpoint, this.config.pushServiceHosts)) return { sent: false, gone: true, problem: 'The browser’s push service is not on PUSH_SERVICE_HOSTS.' };
    const request = generateRequestDetails({ endpoint: subscriber.endpoint, keys: subscriber.keys }, JSON.stringify(notice), {
      headers: { Authorization: this.authorization(new URL(subscriber.endpoint).origin) },
      TTL: KEPT_FOR_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: urgent ? 'high' : 'normal',
      topic: notice.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(-32),
    });
    let answer: globalThis.Response;
    try {
      answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
    } catch (error) {
      return { sent: false, gone: false, problem: `The push service did not answer: ${(error as Error).message}` };
    }
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.status >= 200 && answer.status < 300) return { sent: true };
    const gone = answer.status === 404 || answer.status === 410;
    return { sent: false, gone, problem: `The push service answered ${answer.status}${gone ? ': the browser’s subscription has ended' : ''}.` };
  }

  /** The VAPID `Authorization` header for a push service (`vapid t=<ES256 token for its origin>, k=<public key>`). */
  private authorization(audience: string): string {
    const now = Math.floor(Date.now() / 1000);
    const kept = this.tokens.get(audience);
    if (kept && kept.expires - now > TOKEN_KEPT_UNTIL_LEFT_S) return kept.authorization;
    const expires = now + TOKEN_LASTS_S;
    // Push services are few, but `*.` names many hosts: the tokens kept stay few.
    if (this.tokens.size >= 1_000) this.tokens.clear();
    const { Authorization: authorization } = getVapidHeaders(audience, this.vapid.subject, this.vapid.publicKey, this.vapid.privateKey, 'aes128gcm', expires);
    this.tokens.set(audience, { authorization, expires });
    return authorization;
  }
}

/** A push result as the send store keeps it: an ended subscription is not tried again. */
export const pushOutcome = (result: PushResult, retryAt: number | undefined): DeliveryOutcome =>
  result.sent ? { sent: true } : { sent: false, problem: result.problem, ...(!result.gone && retryAt !== undefined ? { retryAt } : {}) };
