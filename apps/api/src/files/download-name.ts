import contentDisposition from 'content-disposition';
import { transliterate } from '../common/transliterate';
import { romanizeIndic } from '../common/indic-romanization';

/** Longest file name offered (without its extension), well inside every file system's limit. */
const NAME_MAX_LENGTH = 120;

/**
 * The file name a download is saved under, made from its title: "Admission Form 2027-28" and the key
 * `…pdf` make "Admission Form 2027-28.pdf". Characters no file system takes (/ \ : * ? " < > | and
 * control characters) become spaces; undefined when nothing of the title is left.
 */
export function downloadFileName(title: string, extension: string): string | undefined {
  const ending = `.${extension}`;
  let name = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.toLowerCase().endsWith(ending.toLowerCase())) name = name.slice(0, -ending.length);
  name = [...name].slice(0, NAME_MAX_LENGTH).join('').replace(/^[\s.]+|[\s.]+$/g, '');
  return name ? `${name}${ending}` : undefined;
}

/** The name in plain ASCII, for clients that do not read `filename*` ("Café" → "Cafe", other scripts spelled out). */
function asciiFileName(name: string): string {
  const ascii = transliterate(romanizeIndic(name))
    .replace(/[^\x20-\x7e]|["\\%]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return /[A-Za-z0-9]/.test(ascii.replace(/\.[A-Za-z0-9]+$/, '')) ? ascii : `download${name.slice(name.lastIndexOf('.'))}`;
}

/**
 * The Content-Disposition of a served file (RFC 6266): `attachment` saves it, `inline` shows it. With a
 * name, it carries an ASCII `filename=` and, when the name is more than that, `filename*=UTF-8''…` (RFC 5987).
 */
export function contentDispositionHeader(type: 'attachment' | 'inline', fileName?: string): string {
  if (!fileName) return type;
  return contentDisposition(fileName, { type, fallback: asciiFileName(fileName) });
}
