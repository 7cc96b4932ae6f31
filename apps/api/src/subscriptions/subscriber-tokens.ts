import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { JWT_SECRET } from '../auth/auth-tokens';

/** The SHA-256 of a confirmation token: what the store keeps of it. */
export const confirmTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new confirmation token (crypto-random, 32 bytes) and its hash. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: confirmTokenHash(token) };
}

/**
 * A subscriber's own token, `<subscriber id>.<signature>`, in every mail sent to them: it opens their topics and
 * stops their updates without signing in. Signed (HMAC-SHA-256) with a key derived from the platform's session
 * secret, so it is kept nowhere, every mail's link keeps working, and it names no one else.
 */
@Injectable()
export class SubscriberTokens {
  private readonly key: Buffer;

  constructor(@Inject(JWT_SECRET) sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'schoolpage subscriber link', 32));
  }

  of(subscriberId: string): string {
    return `${subscriberId}.${this.signature(subscriberId)}`;
  }

  /** The subscriber a token names, or undefined when the server did not make it. */
  subscriberOf(token: unknown): string | undefined {
    if (typeof token !== 'string') return undefined;
    const [id, signature, ...more] = token.split('.');
    if (!id || !signature || more.length > 0) return undefined;
    const expected = Buffer.from(this.signature(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  private signature(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }
}
