import type { ArgumentElement, LiteralElement, MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, Catalogues, Message, MessageValues } from './catalogue';

/**
 * FormatJS's element types, by the numbers of its `TYPE` enum (literal 0, argument 1): compared here rather than
 * through its type guards, so a page that only fills simple messages carries none of the parser's code.
 */
const LITERAL = 0 as TYPE.literal;
const ARGUMENT = 1 as TYPE.argument;
const isLiteralElement = (element: MessageFormatElement): element is LiteralElement => element.type === LITERAL;
const isArgumentElement = (element: MessageFormatElement): element is ArgumentElement => element.type === ARGUMENT;

/** A feature's words in one language, with that language's dates and numbers. */
export interface Words<Id extends string = string> {
  readonly language: string;
  /** The message in this language, or in English when this language lacks it, with its placeholders filled. */
  readonly t: (id: Id, values?: MessageValues) => string;
  /** A date as this language writes it ("12 दिसंबर 2026"). */
  readonly date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  /** A number as this language writes it. */
  readonly number: (value: number, options?: Intl.NumberFormatOptions) => string;
}

/** Makes a formatter for a message with plurals, selects or formats (FormatJS's IntlMessageFormat). */
export type CompileMessage = (message: Message, language: string) => { format(values?: MessageValues): unknown };

type Fill = (values?: MessageValues) => string;

const FALLBACK_LANGUAGE = 'en';
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
/** A character of plain text: an apostrophe too, where ICU reads it as one ("Student's name"), not as a quote. */
const PLAIN = String.raw`(?:[^{}<']|'(?![{}#|'<]))`;
/** Text with `{name}` placeholders and no other ICU syntax (no plural, select, format, quote or tag). */
const SIMPLE_TEXT = new RegExp(String.raw`^${PLAIN}*(?:\{\s*[\p{L}\p{N}_]+\s*\}${PLAIN}*)*$`, 'u');
/** Text without any ICU syntax. */
const PLAIN_TEXT = new RegExp(String.raw`^${PLAIN}*$`, 'u');

/** A placeholder's value as IntlMessageFormat writes a plain `{name}`. */
const shown = (value: MessageValues[string]) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * A message that is plain text: a text without ICU syntax (no placeholder, no quote, no tag), or a parsed message
 * that is one literal. It is shown as it is, without a formatter (nor a parser on a page that ships none).
 */
export function plainText(message: Message): string | undefined {
  if (typeof message === 'string') return PLAIN_TEXT.test(message) ? message : undefined;
  if (message.length === 0) return '';
  const [only] = message;
  return message.length === 1 && isLiteralElement(only) ? only.value : undefined;
}

/**
 * How to fill a message that has only text and `{name}` placeholders, as text or parsed, without a formatter;
 * undefined for a message with plurals, selects, formats or tags (it needs a CompileMessage).
 */
export function simpleMessage(message: Message): Fill | undefined {
  const plain = plainText(message);
  if (plain !== undefined) return () => plain;
  if (typeof message === 'string') {
    if (!SIMPLE_TEXT.test(message)) return undefined;
    return (values) => message.replace(/\{\s*([\p{L}\p{N}_]+)\s*\}/gu, (_, name: string) => shown(values?.[name]));
  }
  if (!message.every((element: MessageFormatElement) => isLiteralElement(element) || isArgumentElement(element))) return undefined;
  return (values) => message.map((element) => (isLiteralElement(element) ? element.value : shown(values?.[element.value]))).join('');
}

/** Whether any message of a catalogue needs a formatter (a plural, a select, a format). */
export function needsFormatter(catalogue: Partial<Catalogue>): boolean {
  return Object.values(catalogue).some((message) => message !== undefined && !simpleMessage(message));
}

/** Formatters made once per language and options: creating one loads locale data, which costs a phone time. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatterOf<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/**
 * The words of `catalogues` in `language`; each message is prepared once, when first used. Text and `{name}`
 * placeholders need nothing more; a message with plurals or selects is made by `compile` (without one, it shows as
 * its English message would, or its id).
 */
export function wordsOf<Id extends string>(language: string, catalogues: Catalogues<Id>, compile?: CompileMessage): Words<Id> {
  const own: Partial<Catalogue<Id>> = catalogues[language] ?? {};
  const prepared = new Map<Id, Fill>();

  const prepare = (message: Message, messageLanguage: string): Fill | undefined => {
    const simple = simpleMessage(message);
    if (simple || !compile) return simple;
    const format = compile(message, messageLanguage);
    return (values) => String(format.format(values));
  };

  const fillOf = (id: Id): Fill | undefined => {
    const known = prepared.get(id);
    if (known) return known;
    const ownMessage = own[id];
    const english = catalogues.en[id];
    const fill =
      (ownMessage !== undefined ? prepare(ownMessage, language) : undefined) ?? (english !== undefined ? prepare(english, FALLBACK_LANGUAGE) : undefined);
    if (fill) prepared.set(id, fill);
    return fill;
  };

  return {
    language,
    t: (id, values) => {
      const fill = fillOf(id);
      return fill ? fill(values) : id;
    },
    date: (value, options = LONG_DATE) =>
      formatterOf(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options)).format(new Date(value)),
    number: (value, options) =>
      formatterOf(`number ${language} ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(language, options)).format(value),
  };
}
