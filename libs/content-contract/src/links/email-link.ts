/**
 * A `mailto:` link for what a school typed as an e-mail address, or undefined when it cannot be one
 * (then the page shows it as text). The address is percent-encoded (RFC 6068), so even an unusual one is a valid URL.
 */
export function mailtoHref(typed: string | undefined): string | undefined {
  const address = typed?.trim() ?? '';
  if (!isEmailAddress(address)) return undefined;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** RFC 5322 dot-atom characters of a local part, and letters of any script (RFC 6531 addresses). */
const LOCAL_PART = /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** Dotted labels of letters, digits and inner hyphens, ending in a top-level name of two or more letters. */
const DOMAIN = /^([\p{L}\p{N}\p{M}]([\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?\.)+[\p{L}\p{M}]{2,63}$/u;

/** True when the text has the shape of a deliverable e-mail address (`name@school.example`). */
export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at < 1) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && DOMAIN.test(domain);
}
