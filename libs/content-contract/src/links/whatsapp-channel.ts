/** A WhatsApp Channel's address: `https://whatsapp.com/channel/<code>` or `https://www.whatsapp.com/channel/<code>`. */
export const WHATSAPP_CHANNEL_PATTERN = /^https:\/\/(www\.)?whatsapp\.com\/channel\/[A-Za-z0-9_-]{6,64}\/?$/;

/** Whether `url` is a WhatsApp Channel's address (what the site links as "Follow us on WhatsApp"). */
export function isWhatsAppChannelUrl(url: string | undefined): url is string {
  return typeof url === 'string' && WHATSAPP_CHANNEL_PATTERN.test(url.trim());
}
