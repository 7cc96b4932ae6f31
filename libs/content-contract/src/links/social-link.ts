/** Social media link types the platform knows by name. */
const WHATSAPP = /^\s*whats\s*app\s*$/i;

/** True when a social link of this name is a WhatsApp chat (its address may be given as a phone number). */
export function isWhatsApp(socialMediaName: string): boolean {
  return WHATSAPP.test(socialMediaName);
}

/**
 * The web address of a social link as a school typed it: `https://` added to a bare domain
 * ("instagram.com/ourschool"), only http(s) kept, percent-encoded where needed. Undefined when the text
 * is not a web address (then the page shows the link's name as text).
 */
export function socialUrl(typed: string | undefined): string | undefined {
  const text = typed?.trim() ?? '';
  if (!text || /\s/.test(text)) return undefined;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  if (!/^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*[a-z\d]$/i.test(url.hostname)) return undefined;
  return url.href;
}

/**
 * The WhatsApp chat link of a number in E.164 (`+919829011111` → `https://wa.me/919829011111`);
 * undefined for anything else.
 */
export function whatsAppUrl(e164: string | undefined): string | undefined {
  const number = e164?.trim() ?? '';
  return /^\+[1-9]\d{5,14}$/.test(number) ? `https://wa.me/${number.slice(1)}` : undefined;
}

