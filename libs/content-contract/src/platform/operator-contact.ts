/**
 * The platform operator's contact address, shown on the privacy policy and in the contact form's
 * failure message (spec §2 /privacy-policy, §8 Contact). The platform's own is configured with
 * OPERATOR_EMAIL and read from GET /api/platform/operator; this default stands in until it arrives.
 */
export const OPERATOR_EMAIL = 'support@schoolpage.local';
