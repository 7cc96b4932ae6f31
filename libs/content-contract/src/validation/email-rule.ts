import { z } from 'zod';

/** Spec §5: non-space text, an @, and a dotted domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL_MESSAGE })
  .regex(EMAIL_PATTERN, { error: INVALID_EMAIL_MESSAGE });

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
