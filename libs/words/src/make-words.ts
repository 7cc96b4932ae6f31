import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, Catalogues, Message, MessageValues } from './catalogue';

/** A feature's words in one language, with that language's dates and numbers. */
export interface Words<Id extends string = string> {
  readonly language: string;
  /** The message in this language, or in English when this language lacks it, with its placeholders filled. */
  t(id: Id, values?: MessageValues): string;
  /** A date as this language writes it ("12 दिसंबर 2026"). */
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /** A number as this language writes it. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

const FALLBACK_LANGUAGE = 'en';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * A message that is plain text: a text without ICU syntax (no placeholder, no quote, no tag), or a parsed message
 * that is one literal. It is shown as it is, without a formatter (nor a parser on a page that ships none).
 */
export function plainText(message: Message): string | undefined {
  if (typeof message === 'string') return /[{}<']/.test(message) ? undefined : message;
  if (message.length === 0) return '';
  const [only] = message;
  return message.length === 1 && only.type === 0 ? only.value : undefined;
}

/** Formatters made once per language and options: creating one loads locale data, which costs a phone time. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatterOf<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: 'date' | 'number', language: string, options: object | undefined, make: () => F): F {
  const key = `${kind} ${language} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** The words of `catalogues` in `language`; each message is compiled once, when first used. */
export function makeWords<Id extends string>(language: string, catalogues: Catalogues<Id>): Words<Id> {
  const own: Partial<Catalogue<Id>> = catalogues[language] ?? {};
  const compiled = new Map<Id, IntlMessageFormat | string>();

  const formatOf = (id: Id): IntlMessageFormat | string | undefined => {
    const known = compiled.get(id);
    if (known !== undefined) return known;
    const ownMessage = own[id];
    const message = ownMessage ?? catalogues.en[id];
    if (message === undefined) return undefined;
    const format = plainText(message) ?? new IntlMessageFormat(message, ownMessage === undefined ? FALLBACK_LANGUAGE : language);
    compiled.set(id, format);
    return format;
  };

  return {
    language,
    t(id, values) {
      const format = formatOf(id);
      if (format === undefined) return id;
      return typeof format === 'string' ? format : String(format.format(values));
    },
    date: (value, options = LONG_DATE) =>
      formatterOf('date', language, options, () => new Intl.DateTimeFormat(language, options)).format(new Date(value)),
    number: (value, options) => formatterOf('number', language, options, () => new Intl.NumberFormat(language, options)).format(value),
  };
}
