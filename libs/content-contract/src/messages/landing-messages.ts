import { CONTACT_FORM_MESSAGES, PASSWORD_RESET_MESSAGES } from './form-messages';

/**
 * User-facing texts of the public pages (landing remote): sign-in, sign-up, password reset and contact.
 * Texts quoted by the product spec (§2, §4, §5, §8) are kept verbatim, punctuation included: they are the
 * contract. Labels the spec only names get the spec's wording. The password hint and the e-mail message
 * live with their rules in ../validation (PASSWORD_HINT, INVALID_EMAIL_MESSAGE).
 */
export const LANDING_MESSAGES = {
  // Spec §2 Login, §4, §8
  loginTitle: 'Log in to Dashboard',
  userIdLabel: 'User ID',
  /** Log-in takes the user ID or the e-mail address in one field (issue #25). */
  loginUserIdLabel: 'User ID or e-mail',
  passwordLabel: 'Password',
  loginButton: 'Log in',
  loggingIn: 'Logging in...',
  forgotPasswordLink: 'Forgot password?',
  noAccountPrompt: "Don't have an account?",
  signupLink: 'Create account',
  loginFailed: 'Something went wrong.',

  // Spec §2 Signup, §4, §5, §8
  signupTitle: 'Create Account',
  organizationNameLabel: 'Organization Name',
  emailLabel: 'Email address',
  countryLabel: 'Country',
  countryPlaceholder: 'Select your country',
  phoneLabel: 'Phone (optional)',
  agreeLabel: 'I Agree',
  agreeTermsLink: 'to the Terms & Conditions',
  signupButton: 'Create Account',
  creatingAccount: 'Creating account...',
  haveAccountPrompt: 'Already have an account?',
  loginLink: 'Log in',
  userIdHint: 'You will sign in with this, or with your e-mail',
  agreeRequired: 'Please tick I Agree to accept the Terms & Conditions.',
  fieldRequired: (label: string) => `${label} is required.`,
  signupMissing: (fields: readonly string[], agreed: boolean) => signupMissing(fields, agreed),
  registrationFailed: 'Registration failed.',
  registrationError: 'Something went wrong. Please try again.',

  // Spec §2 Forgot password, §5, §8
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a one-time code to reset your password.',
  sendOtpButton: 'Send OTP',
  sendingOtp: 'Sending OTP...',
  otpFailed: 'Failed to send OTP.',
  forgotError: 'Something went wrong.',
  backToLogin: 'Back to log in',

  // Spec §2 Reset password, §5, §8
  resetTitle: 'Reset password',
  otpLabel: 'OTP',
  otpHint: 'The 6-digit code from the e-mail we sent you.',
  newPasswordLabel: 'New Password',
  resetButton: 'Reset Password',
  resetting: 'Resetting...',
  ...PASSWORD_RESET_MESSAGES,
  resetError: 'Something went wrong.',

  // Spec §2 Contact, §5, §8
  contactTitle: 'Contact us',
  contactIntro: 'Questions about SchoolPage or your school website? Write to us and we will get back to you.',
  nameLabel: 'Name',
  messageLabel: 'Message',
  sendMessageButton: 'Send Message',
  sendingMessage: 'Sending...',
  ...CONTACT_FORM_MESSAGES,
  contactFailed: 'There was an error submitting your message. Please try again later. or contact us via email: {email}',
} as const;

/** "A, B and C": names in a sentence. */
function listInWords(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Why Create Account is not ready yet: the required fields still empty (by label) and the I Agree box. */
function signupMissing(fields: readonly string[], agreed: boolean): string {
  const steps = [fields.length ? `fill in ${listInWords(fields)}` : '', agreed ? '' : 'tick I Agree'].filter(Boolean);
  return steps.length ? `To create your account, ${steps.join(' and ')}.` : '';
}

/** Fills the `{email}` placeholder of a message. */
export function withEmail(message: string, email: string): string {
  return message.replace('{email}', email);
}

/** Spec §1 marketing figures: the home page falls back to these when the live counts cannot be read. */
export const HOME_FIGURES_FALLBACK = { institutions: '10+', searches: '900+' } as const;

/** Spec §1 marketing figures of the about page. */
export const ABOUT_FIGURES = [
  { value: '250+', label: 'Schools' },
  { value: '10K+', label: 'Students' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
] as const;
