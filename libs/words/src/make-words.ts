import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogues } from './catalogue';
import { wordsOf, type Words } from './words-of';

/**
 * The words of `catalogues` in `language`; each message is compiled once, when first used (text and `{name}`
 * placeholders without a formatter, plurals and selects by FormatJS's IntlMessageFormat).
 */
export function makeWords<Id extends string>(language: string, catalogues: Catalogues<Id>): Words<Id> {
  return wordsOf(language, catalogues, (message, messageLanguage) => new IntlMessageFormat(message, messageLanguage));
}
