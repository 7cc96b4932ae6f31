import { z } from 'zod';

/**
 * Spec §5's minimums: at least 8 characters, with a lowercase letter, an uppercase letter and a digit. Any printable
 * character counts (symbols, spaces, letters of any script: `Sunrise@2024`); only control characters and line breaks
 * are refused. One rule for sign-up, reset, invitation acceptance and any password change, server and browser alike.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so hashing cost stays bounded; far above anything a person types. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\p{Nd})[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}]+$/u;

/** The hint shown under every new-password field: spec §2's words, and what else is allowed. */
export const PASSWORD_HINT = 'At least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.';
/** What a password that breaks the rule is told, by the server and beside the field alike. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.';

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  .regex(PASSWORD_PATTERN, { error: PASSWORD_RULE_MESSAGE });

export function isValidPassword(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}
