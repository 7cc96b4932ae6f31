/** The keys of `T` whose messages are texts (a message made by a function has no one text to match). */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** `T`'s text messages under `prefix.`: `{ 'api.site.saved': … }`. */
export type Prefixed<P extends string, T> = { [K in TextKeys<T> as `${P}.${K}`]: string };

/** The same messages in another language: every text message of `T`. */
export type SameMessages<T> = Record<TextKeys<T>, string>;

/**
 * A server's plain text as an ICU message that says exactly it: apostrophes doubled and braces quoted, so
 * `{"x":0.5}` stays text and is not read as a placeholder.
 */
export function literalMessage(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

/** A group of the API's text messages (plain texts, no placeholders) as catalogue entries under `prefix.`. */
export function prefixed<P extends string, T extends object>(prefix: P, messages: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [`${prefix}.${key}`, literalMessage(text)]),
  ) as Prefixed<P, T>;
}

/** The same for another language's messages, as they are written (they are ICU already). */
export function prefixedAs<P extends string, T>(prefix: P, messages: SameMessages<T>): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${prefix}.${key}`, text])) as Prefixed<P, T>;
}

