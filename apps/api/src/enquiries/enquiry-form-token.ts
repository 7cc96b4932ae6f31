import { Inject, Injectable } from '@nestjs/common';
import { ENQUIRY_FORM_LIFETIME_HOURS, ENQUIRY_MIN_FILL_SECONDS, type EnquiryRefusal } from '@schoolpage/content-contract';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { JWT_SECRET } from '../auth/auth-tokens';

/** Why a form's token does not let its enquiry through. */
export type FormTokenProblem = Extract<EnquiryRefusal, 'noStartTime' | 'forged' | 'otherSchool' | 'tooFast' | 'formExpired'>;

const LIFETIME_MS = ENQUIRY_FORM_LIFETIME_HOURS * 60 * 60 * 1000;
const MIN_FILL_MS = ENQUIRY_MIN_FILL_SECONDS * 1000;
/** The clocks of instances may differ this much: a token made "later" than now by no more is taken as made now. */
const CLOCK_SKEW_MS = 5000;

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * The enquiry form's token, `<made at, base 36>.<school, base64url>.<signature>`: when the server made the form and
 * for which school, signed (HMAC-SHA-256) with a key derived from the platform's session secret. The server puts it
 * in the form it renders and gives the form's script a fresh one; a sent form's token decides its fill time (the
 * time the browser says is never believed). A token cannot be made without the secret, moved to another school, or
 * kept past its life.
 */
@Injectable()
export class EnquiryFormTokens {
  private readonly key: Buffer;

  constructor(@Inject(JWT_SECRET) sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, '', 'schoolpage enquiry form', 32));
  }

  /** A token for a form of `organizationId`'s site made at `now` (epoch ms). */
  issue(organizationId: string, now: number): string {
    const made = `${Math.floor(now).toString(36)}.${base64url(organizationId)}`;
    return `${made}.${this.signature(made)}`;
  }

  /** What is wrong with a sent form's token for `organizationId` at `now`, or undefined when its enquiry may go on. */
  problem(token: unknown, organizationId: string, now: number): FormTokenProblem | undefined {
    if (typeof token !== 'string' || token === '') return 'noStartTime';
    const parts = token.split('.');
    if (parts.length !== 3) return 'forged';
    const [time, school, signature] = parts;
    if (!this.signedHere(`${time}.${school}`, signature)) return 'forged';
    if (school !== base64url(organizationId)) return 'otherSchool';
    const madeAt = parseInt(time, 36);
    if (!Number.isSafeInteger(madeAt) || madeAt > now + CLOCK_SKEW_MS) return 'forged';
    if (now - madeAt < MIN_FILL_MS) return 'tooFast';
    if (now - madeAt > LIFETIME_MS) return 'formExpired';
    return undefined;
  }

  private signature(made: string): string {
    return createHmac('sha256', this.key).update(made).digest('base64url');
  }

  private signedHere(made: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(made));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
