import { phoneNumberE164, phoneNumbersE164, whatsAppUrl } from '@schoolpage/content-contract';
import { SocialAddressError } from './site-errors';

/**
 * A list item with what is read in the account's country: a member's phones kept beside them in E.164 (for `tel:`
 * links and to show them as people read them), and a social link given as a phone number ("98290 11111") made the
 * WhatsApp chat link of that number. Other items are left as they are.
 */
export function readInCountry<T>(list: string, item: T, country: string): T {
  if (!item || typeof item !== 'object') return item;
  const { phone, url } = item as { phone?: unknown; url?: unknown };
  let read = item;
  if (Array.isArray(phone)) read = { ...read, phoneE164: phoneNumbersE164(phone as string[], country) };
  if (list === 'socialMedia' && typeof url === 'string' && !/^https?:\/\//i.test(url)) {
    const chat = whatsAppUrl(phoneNumberE164(url, country));
    if (!chat) throw new SocialAddressError();
    read = { ...read, url: chat };
  }
  return read;
}
