import { z } from 'zod';
import { isCountryCode } from '../accounts/countries';
import { emailSchema } from './email-rule';
import { passwordSchema } from './password-rule';
import { typedOnly } from './control-characters';

// Pages run under a Content-Security-Policy that forbids evaluating strings: zod must not compile its
// checks with `new Function` (it would be refused, and reported, in the browser).
z.config({ jitless: true });

/** A text field: "X is required." when missing, "X must be text." when of another type. */
const text = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) });

/** A user ID: letters, digits, dot, dash and underscore, 3 to 40 characters. */
export const USER_ID_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;

/** Registration payload (spec §3, rules of §5), shared by the sign-up page and the API. */
export const registrationSchema = z.strictObject(
  {
    organizationName: text('Organization name')
      .trim()
      .min(1, { error: 'Organization name is required.' })
      .max(120, { error: 'Organization name must be at most 120 characters.' })
      .refine(...typedOnly('Organization name')),
    userId: text('User ID')
      .trim()
      .regex(USER_ID_PATTERN, {
        error: 'User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.',
      }),
    email: emailSchema,
    country: text('Country')
      .refine(isCountryCode, { error: 'Please choose a country from the list.' }),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9+\-\s()]{0,20}$/, { error: 'Phone number may contain digits only.' })
      .optional(),
    password: passwordSchema,
  },
);

export type RegistrationPayload = z.infer<typeof registrationSchema>;
