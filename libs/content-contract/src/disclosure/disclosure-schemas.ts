import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { regionOfCountry } from '../accounts/phone-number';
import { isValidEmail } from '../validation/email-rule';
import { BOARDS, DISCLOSURE_DOCUMENT_KINDS, DISCLOSURE_GENERAL_LABELS, type Board, type DisclosureGeneral } from './disclosure';

/** What is wrong with a disclosure the school sends, in words it reads beside the field. */
export const DISCLOSURE_MESSAGES = {
  udiseCode: 'The UDISE+ code must be exactly 11 digits.',
  pinCode: 'The PIN code must be 6 digits and cannot start with 0.',
  cbseAffiliationNumber: 'A CBSE affiliation number is 7 digits.',
  cbseSchoolCode: 'A CBSE school code is 5 digits.',
  affiliationNumberDigits: 'The affiliation number can hold digits only.',
  schoolCodeDigits: 'The school code can hold digits only.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number that can be dialled, e.g. 011 2345 6789 or +91 98765 43210.',
  textTooLong: (field: string, max: number) => `${field} can be up to ${max} characters.`,
  count: (field: string) => `${field} must be a whole number, 0 or more.`,
  size: (field: string) => `${field} must be a number, 0 or more.`,
  passedOverRegistered: (year: number, className: string) => `${year}, class ${className}: more students passed than registered.`,
  resultYear: 'Each result needs a year between 2000 and 2100.',
  resultClass: 'Each result is for class X or class XII.',
  duplicateResult: (year: number, className: string) => `${year}, class ${className} is listed twice.`,
  youtube: 'Please give a YouTube link (youtube.com or youtu.be) for the inspection video.',
  board: `Please choose one of: ${BOARDS.join(', ')}.`,
  nothingToSave: 'Please send at least one of general, academics, staff or infrastructure.',
  saved: 'Saved: Mandatory Disclosure.',
  documentSaved: 'Document saved.',
  documentRemoved: 'Document removed.',
  unknownDocument: `Unknown document. Documents are: ${DISCLOSURE_DOCUMENT_KINDS.join(', ')}.`,
  fileRequired: 'Please choose the PDF file of the document.',
  issuedOn: 'Please give the date the document was issued on (YYYY-MM-DD).',
  validUntil: 'The "valid until" date must be a date (YYYY-MM-DD) after the date of issue.',
  noDocument: 'There is no such document to remove.',
  boardSaved: 'Board saved.',
} as const;


/** What the checks of section A depend on: the school's board and the country its phone numbers are read in. */
export interface DisclosureRules {
  board?: Board;
  /** The account's country (sign-up code, e.g. `india`); numbers without a country prefix are read in it. */
  country: string;
}

/** The problem with one field of section A, or undefined when it is fine ('' is "not given yet" and fine). */
export function generalFieldProblem(field: keyof DisclosureGeneral, value: string, rules: DisclosureRules): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const cbse = rules.board === 'CBSE';
  switch (field) {
    case 'udiseCode':
      return /^\d{11}$/.test(text) ? undefined : DISCLOSURE_MESSAGES.udiseCode;
    case 'pinCode':
      return /^[1-9]\d{5}$/.test(text) ? undefined : DISCLOSURE_MESSAGES.pinCode;
    case 'affiliationNumber':
      if (cbse) return /^\d{7}$/.test(text) ? undefined : DISCLOSURE_MESSAGES.cbseAffiliationNumber;
      return /^\d+$/.test(text) ? undefined : DISCLOSURE_MESSAGES.affiliationNumberDigits;
    case 'schoolCode':
      if (cbse) return /^\d{5}$/.test(text) ? undefined : DISCLOSURE_MESSAGES.cbseSchoolCode;
      return /^\d+$/.test(text) ? undefined : DISCLOSURE_MESSAGES.schoolCodeDigits;
    case 'email':
      return isValidEmail(text) ? undefined : DISCLOSURE_MESSAGES.email;
    case 'phone':
      return parsePhoneNumberFromString(text, regionOfCountry(rules.country) ?? 'IN')?.isValid() ? undefined : DISCLOSURE_MESSAGES.phone;
    default:
      return undefined;
  }
}

const TEXT_MAX: Partial<Record<keyof DisclosureGeneral, number>> = { address: 500, principalQualification: 200 };
const text = (field: keyof DisclosureGeneral) => {
  const max = TEXT_MAX[field] ?? 150;
  return z.string().trim().max(max, { error: DISCLOSURE_MESSAGES.textTooLong(DISCLOSURE_GENERAL_LABELS[field], max) }).optional();
};
const count = (label: string) =>
  z.number({ error: DISCLOSURE_MESSAGES.count(label) }).int({ error: DISCLOSURE_MESSAGES.count(label) }).min(0, { error: DISCLOSURE_MESSAGES.count(label) }).max(1_000_000, { error: DISCLOSURE_MESSAGES.count(label) });
const size = (label: string) =>
  z.number({ error: DISCLOSURE_MESSAGES.size(label) }).min(0, { error: DISCLOSURE_MESSAGES.size(label) }).max(100_000_000, { error: DISCLOSURE_MESSAGES.size(label) });
const rooms = (label: string) => z.strictObject({ count: count(`${label}: the number`), sizeSqft: size(`${label}: the size`) });

/** A YouTube address: youtube.com/watch?v=…, /shorts/…, /embed/…, /live/… or youtu.be/…, over https. */
export function isYouTubeLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return /^\/[\w-]{6,}$/.test(url.pathname);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return false;
  return (url.pathname === '/watch' && /^[\w-]{6,}$/.test(url.searchParams.get('v') ?? '')) || /^\/(shorts|embed|live)\/[\w-]{6,}$/.test(url.pathname);
}

export const boardResultSchema = z.strictObject({
  year: z.number({ error: DISCLOSURE_MESSAGES.resultYear }).int({ error: DISCLOSURE_MESSAGES.resultYear }).min(2000, { error: DISCLOSURE_MESSAGES.resultYear }).max(2100, { error: DISCLOSURE_MESSAGES.resultYear }),
  className: z.enum(['X', 'XII'], { error: DISCLOSURE_MESSAGES.resultClass }),
  registered: count('Registered students'),
  passed: count('Students passed'),
  remarks: z.string().trim().max(300, { error: DISCLOSURE_MESSAGES.textTooLong('Remarks', 300) }).optional(),
});

export const disclosureAcademicsSchema = z
  .strictObject({ boardResults: z.array(boardResultSchema).max(60) })
  .superRefine(({ boardResults }, context) => {
    const seen = new Set<string>();
    for (const row of boardResults) {
      if (row.passed > row.registered) context.addIssue({ code: 'custom', message: DISCLOSURE_MESSAGES.passedOverRegistered(row.year, row.className) });
      const key = `${row.year}/${row.className}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', message: DISCLOSURE_MESSAGES.duplicateResult(row.year, row.className) });
      seen.add(key);
    }
  });

const STAFF_LABELS = {
  principal: 'Principal',
  vicePrincipal: 'Vice principal',
  pgt: 'PGT',
  tgt: 'TGT',
  prt: 'PRT',
  ntt: 'NTT',
  specialEducator: 'Special educator',
  counsellor: 'Counsellor and wellness teacher',
  sections: 'Sections',
} as const;

export const disclosureStaffSchema = z.strictObject({
  ...(Object.fromEntries(Object.entries(STAFF_LABELS).map(([field, label]) => [field, count(label).optional()])) as Record<keyof typeof STAFF_LABELS, z.ZodOptional<ReturnType<typeof count>>>),
  teacherSectionRatio: size('Teacher-section ratio').optional(),
});

export const disclosureInfrastructureSchema = z.strictObject({
  campusAreaSqm: size('Campus area').optional(),
  classrooms: rooms('Classrooms').optional(),
  laboratories: rooms('Laboratories').optional(),
  library: z.strictObject({ sizeSqft: size('Library: the size') }).optional(),
  computers: count('Computers').optional(),
  internet: z.boolean({ error: 'Internet facility is yes or no.' }).optional(),
  girlsToilets: count("Girls' toilets").optional(),
  boysToilets: count("Boys' toilets").optional(),
  inspectionVideoUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isYouTubeLink(value), { error: DISCLOSURE_MESSAGES.youtube })
    .optional(),
});

/**
 * `POST /api/dashboard/disclosure`: any of the four parts, each replacing what was stored of it; section A checked
 * against the school's board and country (`generalFieldProblem`). The dashboard checks with it before sending, the
 * API before saving.
 */
export function disclosureChangeSchema(rules: DisclosureRules) {
  const general = z
    .strictObject(Object.fromEntries(Object.keys(DISCLOSURE_GENERAL_LABELS).map((field) => [field, text(field as keyof DisclosureGeneral)])) as Record<keyof DisclosureGeneral, ReturnType<typeof text>>)
    .superRefine((values, context) => {
      for (const [field, value] of Object.entries(values)) {
        const problem = value === undefined ? undefined : generalFieldProblem(field as keyof DisclosureGeneral, value, rules);
        if (problem) context.addIssue({ code: 'custom', message: problem, path: [field] });
      }
    });
  return z
    .strictObject({
      general: general.optional(),
      academics: disclosureAcademicsSchema.optional(),
      staff: disclosureStaffSchema.optional(),
      infrastructure: disclosureInfrastructureSchema.optional(),
    })
    .refine((change) => Object.values(change).some((part) => part !== undefined), { error: DISCLOSURE_MESSAGES.nothingToSave });
}
export type DisclosureChange = z.output<ReturnType<typeof disclosureChangeSchema>>;

export const boardSchema = z.strictObject({ board: z.enum(BOARDS, { error: DISCLOSURE_MESSAGES.board }) });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The fields sent with a document's file. */
export const disclosureDocumentFieldsSchema = z
  .strictObject({
    issuedOn: z.string({ error: DISCLOSURE_MESSAGES.issuedOn }).trim().refine(isDay, { error: DISCLOSURE_MESSAGES.issuedOn }),
    validUntil: z
      .string()
      .trim()
      .refine((value) => value === '' || isDay(value), { error: DISCLOSURE_MESSAGES.validUntil })
      .optional()
      .transform((value) => value || undefined),
  })
  .refine(({ issuedOn, validUntil }) => validUntil === undefined || validUntil > issuedOn, { error: DISCLOSURE_MESSAGES.validUntil });
