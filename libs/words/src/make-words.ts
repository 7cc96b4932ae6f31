import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, Catalogues, MessageValues } from './catalogue';

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

/** The words of `catalogues` in `language`; each message is compiled once, when first used. */
export function makeWords<Id extends string>(language: string, catalogues: Catalogues<Id>): Words<Id> {
  const own: Partial<Catalogue<Id>> = catalogues[language] ?? {};
  const compiled = new Map<Id, IntlMessageFormat>();

  const formatOf = (id: Id): IntlMessageFormat | undefined => {
    const known = compiled.get(id);
    if (known) return known;
    const ownMessage = own[id];
    const message = ownMessage ?? catalogues.en[id];
    if (message === undefined) return undefined;
    const format = new IntlMessageFormat(message, ownMessage === undefined ? FALLBACK_LANGUAGE : language);
    compiled.set(id, format);
    return format;
  };

  return {
    language,
    t(id, values) {
      const format = formatOf(id);
      if (!format) return id;
      return String(format.format(values));
    },
    date: (value, options = { day: 'numeric', month: 'long', year: 'numeric' }) =>
      new Intl.DateTimeFormat(language, options).format(new Date(value)),
    number: (value, options) => new Intl.NumberFormat(language, options).format(value),
  };
}
