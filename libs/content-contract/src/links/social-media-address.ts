import { phoneNumberE164 } from '../accounts/phone-number';
import { socialUrl, whatsAppUrl } from './social-link';

/**
 * What a social link of the school points at, from what was typed in its address: a web address (`https://`
 * added to a bare domain), or a WhatsApp chat for a phone number given with its country code
 * ("+91 98290 11111" → `https://wa.me/919829011111`). Undefined when it is neither.
 */
export function socialMediaAddress(typed: string): string | undefined {
  return socialUrl(typed) ?? whatsAppUrl(phoneNumberE164(typed, ''));
}
