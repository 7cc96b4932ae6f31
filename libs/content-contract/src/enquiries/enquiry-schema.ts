import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { regionOfCountry } from '../accounts/phone-number';
import { EMAIL_PATTERN } from '../validation';
import { ENQUIRY_LIMITS, ENQUIRY_RETENTION_LIMITS, ENQUIRY_STATUSES } from './enquiry';
import { ENQUIRY_MESSAGES as M } from './enquiry-messages';
import type { EnquiryProblem } from './enquiry-replies';

/** A field's text, required: each refusal names its problem (what the form shows, in the page's language). */
const text = (limit: number, required: EnquiryProblem) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(limit, { error: 'tooLong' satisfies EnquiryProblem });

/** A phone number of the school's country (or with a country prefix), as E.164. */
const phoneIn = (countryCode: string) => {
  const problem: EnquiryProblem = 'phone';
  return z
    .string({ error: problem })
    .trim()
    .max(ENQUIRY_LIMITS.phone, { error: problem })
    .transform((typed, context) => {
      const number = parsePhoneNumberFromString(typed, regionOfCountry(countryCode));
      if (number?.isValid()) return number.number;
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    });
};

const EMAIL: EnquiryProblem = 'email';
const MESSAGE: EnquiryProblem = 'message';
const CONSENT: EnquiryProblem = 'consent';

/**
 * A parent's enquiry to a school in `countryCode` (the sign-up country, e.g. `india`): every field checked, each
 * refusal's message the problem's id (`enquiryProblems` reads them); the phone must be a valid number there.
 * Consent must be given (a form sends "on").
 */
export function enquirySchema(countryCode: string) {
  return z.object({
    studentName: text(ENQUIRY_LIMITS.name, 'studentName'),
    classSought: text(ENQUIRY_LIMITS.classSought, 'classSought'),
    parentName: text(ENQUIRY_LIMITS.name, 'parentName'),
    phone: phoneIn(countryCode),
    email: z
      .string({ error: EMAIL })
      .trim()
      .max(ENQUIRY_LIMITS.email, { error: EMAIL })
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: EMAIL })
      .default(''),
    message: z.string({ error: MESSAGE }).trim().max(ENQUIRY_LIMITS.message, { error: MESSAGE }).default(''),
    consent: z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: CONSENT }).transform(() => true as const),
  });
}

/** Each refused field's first problem, by field name (from `enquirySchema`'s refusal). */
export function enquiryProblems(error: z.ZodError): Record<string, EnquiryProblem> {
  return fieldMessages(error) as Record<string, EnquiryProblem>;
}

export type EnquiryInput = z.output<ReturnType<typeof enquirySchema>>;

/** The inbox's change to one enquiry: `{ status?, note? }`, at least one. */
export const enquiryChangeSchema = z
  .strictObject({
    status: z.enum(ENQUIRY_STATUSES, { error: M.status }).optional(),
    note: z.string({ error: M.tooLong(ENQUIRY_LIMITS.note) }).trim().max(ENQUIRY_LIMITS.note, { error: M.tooLong(ENQUIRY_LIMITS.note) }).optional(),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, { error: M.nothingToUpdate });

export type EnquiryChange = z.output<typeof enquiryChangeSchema>;

const retentionMessage = M.retentionDays(ENQUIRY_RETENTION_LIMITS.minDays, ENQUIRY_RETENTION_LIMITS.maxDays);

/** The school's enquiry settings: `{ retentionDays }`, a whole number of days within ENQUIRY_RETENTION_LIMITS. */
export const enquirySettingsSchema = z.strictObject({
  retentionDays: z
    .number({ error: retentionMessage })
    .int({ error: retentionMessage })
    .min(ENQUIRY_RETENTION_LIMITS.minDays, { error: retentionMessage })
    .max(ENQUIRY_RETENTION_LIMITS.maxDays, { error: retentionMessage }),
});

/** Each field's first message, by field name (what the form shows beside each field). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in messages)) messages[field] = issue.message;
  }
  return messages;
}
