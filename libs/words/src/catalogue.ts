import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * One message: ICU MessageFormat text ("{count, plural, one {# notice} other {# notices}}"), or the same message
 * already parsed, so a page can format it without shipping the parser.
 */
export type Message = string | MessageFormatElement[];

/** One language's messages by id. */
export type Catalogue<Id extends string = string> = Readonly<Record<Id, Message>>;

/**
 * A feature's messages in every language it has: English is whole (it is the spec's words and every other
 * language's fallback); another language may lack a message, which then shows in English.
 */
export type Catalogues<Id extends string = string> = { readonly en: Catalogue<Id> } & {
  readonly [language: string]: Partial<Catalogue<Id>> | undefined;
};

/** What a message's placeholders are filled with. */
export type MessageValues = Readonly<Record<string, string | number | Date | boolean | null | undefined>>;
