import { API_MESSAGES, LANDING_MESSAGES as M, registrationSchema, type RegistrationPayload } from '@schoolpage/content-contract';

/** What the sign-up form holds (spec §2 Signup): the registration payload, the phone as typed ('' for none), and I Agree. */
export type SignupValues = Required<RegistrationPayload> & { agreed: boolean };

export type SignupField = keyof SignupValues;

/** What is wrong with each field, in words to show beside it. */
export type SignupProblems = Partial<Record<SignupField, string>>;

/** The fields in the order of the form: the first with a problem is the one to go to. */
export const SIGNUP_FIELDS: readonly SignupField[] = ['organizationName', 'userId', 'email', 'country', 'phone', 'password', 'agreed'];

/** Spec §5: the fields that must be filled in, by their labels. */
const REQUIRED: readonly [SignupField & keyof RegistrationPayload, string][] = [
  ['organizationName', M.organizationNameLabel],
  ['userId', M.userIdLabel],
  ['email', M.emailLabel],
  ['country', M.countryLabel],
  ['password', M.passwordLabel],
];

/** The registration payload of the form's values (the phone only when one is given). */
export function registrationOf(values: SignupValues): Record<string, string> {
  const { organizationName, userId, email, country, phone, password } = values;
  return { organizationName, userId, email, country, password, ...(phone.trim() ? { phone: phone.trim() } : {}) };
}

/**
 * Every problem of the form at once, by the shared registration rules (the API checks the same): an empty
 * required field is "<Label> is required.", a filled one breaking its rule gets the rule's words, and
 * 'I Agree' must be ticked.
 */
export function signupProblems(values: SignupValues): SignupProblems {
  const problems: SignupProblems = {};
  const parsed = registrationSchema.safeParse(registrationOf(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !problems[field as SignupField]) problems[field as SignupField] = issue.message;
  }
  for (const [field, label] of REQUIRED) {
    if (field !== 'country' && !values[field].trim()) problems[field] = M.fieldRequired(label);
  }
  if (!values.agreed) problems.agreed = M.agreeRequired;
  return problems;
}

/** Why Create Account is not ready: the required fields still empty and the I Agree box, or '' when it is. */
export function signupMissing(values: SignupValues): string {
  const empty = REQUIRED.filter(([field]) => !values[field].trim()).map(([, label]) => label);
  return M.signupMissing(empty, values.agreed);
}

/** Values that break each field's rule, and values left empty: between them, every message a field can say. */
const BROKEN: SignupValues = { organizationName: 'x'.repeat(121), userId: '!', email: 'x', country: 'nowhere', phone: 'x', password: 'x', agreed: false };
const EMPTY: SignupValues = { organizationName: '', userId: '', email: '', country: '', phone: '', password: '', agreed: false };
const REFUSALS: SignupProblems = { userId: API_MESSAGES.auth.userIdTaken, email: API_MESSAGES.auth.emailTaken };

/**
 * The room each field keeps under it for its message: the longest it can say (its rule broken, left empty, or a
 * refusal of the server), so that no message appearing moves the fields below it (issue #42: the I Agree box).
 */
export const SIGNUP_ERROR_ROOM: Readonly<Record<SignupField, string>> = Object.fromEntries(
  SIGNUP_FIELDS.map((field) => {
    const messages = [signupProblems(BROKEN)[field], signupProblems(EMPTY)[field], REFUSALS[field]].filter((message): message is string => Boolean(message));
    return [field, messages.reduce((longest, message) => (message.length > longest.length ? message : longest), '')];
  }),
) as Record<SignupField, string>;

/** The field a refusal of the server is about (a user ID or an e-mail already taken), if any. */
export function fieldOfRefusal(message: string | undefined): SignupField | undefined {
  if (message === API_MESSAGES.auth.userIdTaken) return 'userId';
  if (message === API_MESSAGES.auth.emailTaken) return 'email';
  return undefined;
}
