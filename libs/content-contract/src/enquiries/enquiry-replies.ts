import english from './replies/en.json';
import { ENQUIRY_LIMITS } from './enquiry';

/**
 * What a school's site says to a parent about an enquiry, beyond the form's own words: the purpose the consent box
 * agrees to, why an enquiry was refused, and the page a browser without script is shown then. The API says (and
 * stores) them, so they are the contract's: one catalogue per language (`replies/<code>.json`), English the words
 * of ENQUIRY_MESSAGES.
 */
export type EnquiryReplyId = keyof typeof english;
export type EnquiryReplies = Readonly<Record<EnquiryReplyId, string>>;

export const ENQUIRY_REPLIES_EN: EnquiryReplies = english;

/** Why a field of the form was refused: the field's own message, or that its text is too long. */
export type EnquiryProblem = 'studentName' | 'classSought' | 'parentName' | 'phone' | 'email' | 'message' | 'consent' | 'tooLong';

/** Why a sent form was refused as a whole (no field is wrong, or its fields are: `refused`). */
export type EnquiryRefusal = 'refused' | 'tooFast' | 'tooMany' | 'unknownSchool' | 'noStartTime' | 'formExpired' | 'otherSchool' | 'forged';

/** A reply with its `{name}` places filled in. */
export function replyText(replies: EnquiryReplies, id: EnquiryReplyId, values: Readonly<Record<string, string | number>> = {}): string {
  return replies[id].replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/** The most characters a field of the form holds (what its "too long" message says). */
function limitOf(field: string): number | undefined {
  const limits: Readonly<Record<string, number>> = { studentName: ENQUIRY_LIMITS.name, parentName: ENQUIRY_LIMITS.name, ...ENQUIRY_LIMITS };
  return limits[field];
}

/** What a field's problem says, in the replies' language. */
export function problemText(replies: EnquiryReplies, problem: EnquiryProblem, field: string): string {
  return problem === 'tooLong' ? replyText(replies, 'tooLong', { limit: limitOf(field) ?? '' }) : replies[problem];
}

/** The purpose the consent box agrees to when the school wrote none, in the replies' language. */
export function enquiryPurpose(organizationName: string, replies: EnquiryReplies = ENQUIRY_REPLIES_EN): string {
  return replyText(replies, 'purpose', { school: organizationName || replies.theSchool });
}

const REFUSALS: readonly EnquiryRefusal[] = ['refused', 'tooFast', 'tooMany', 'unknownSchool', 'noStartTime', 'formExpired', 'otherSchool', 'forged'];
const FIELD_PROBLEMS: readonly EnquiryProblem[] = ['studentName', 'classSought', 'parentName', 'phone', 'email', 'message', 'consent'];

/**
 * Which refusal the API's English `message` is (its JSON answers in English, the spec's API): the form then says it
 * in its page's language. Undefined for a message that is none of them.
 */
export function refusalOf(message: string): EnquiryRefusal | undefined {
  return REFUSALS.find((refusal) => ENQUIRY_REPLIES_EN[refusal] === message);
}

/** Which problem the API's English message for `field` is (the field's own, or too long), as `refusalOf`. */
export function problemOf(field: string, message: string): EnquiryProblem | undefined {
  const candidates = FIELD_PROBLEMS.filter((problem) => problem === field).concat('tooLong');
  return candidates.find((problem) => problemText(ENQUIRY_REPLIES_EN, problem, field) === message);
}
