import { z } from 'zod';

/** Spec §5: at least 8 characters, letters and digits only, with a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so hashing cost stays bounded; far above anything a person types. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]+$/;

/** The hint shown under the sign-up password field (spec §2). */
export const PASSWORD_HINT = 'At least 8 characters, with uppercase, lowercase, and number.';
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters, letters and digits only, with an uppercase letter, a lowercase letter and a number.';

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` })
  .regex(PASSWORD_PATTERN, { error: PASSWORD_RULE_MESSAGE });

export function isValidPassword(value: string): boolean {
  return passwordSchema.safeParse(value).success;
}
