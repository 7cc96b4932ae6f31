/**
 * The platform operator's contact address, shown on the privacy policy and in the contact form's
 * failure message (spec §2 /privacy-policy, §8 Contact).
 */
export const OPERATOR_EMAIL = 'support@schoolpage.local';
