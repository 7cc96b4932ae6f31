import { API_MESSAGES, EMAIL_PATTERN } from '@schoolpage/content-contract';
import { z } from 'zod';

const required = API_MESSAGES.public.contactRequired;

/** Spec §3 "Contact message". */
export const contactMessageSchema = z.strictObject({
  name: z.string({ error: required }).trim().min(1, { error: required }).max(120),
  email: z.string({ error: required }).trim().min(1, { error: required }).max(254).regex(EMAIL_PATTERN, { error: 'Please enter a valid email address.' }),
  message: z.string({ error: required }).trim().min(1, { error: required }).max(5000, { error: 'Please keep the message under 5000 characters.' }),
});
