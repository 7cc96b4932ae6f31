/** The language of a school's pages unless told otherwise. */
export const DEFAULT_PAGE_LANG = 'en';

/** A BCP 47 tag as `lang` takes it: a 2–3 letter language and optional subtags (`en`, `hi-IN`, `zh-Hant-TW`). */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The value of `<html lang>`: the given language tag when it is one, else "en". */
export function pageLang(lang?: string): string {
  const tag = lang?.trim();
  return tag && LANGUAGE_TAG.test(tag) ? tag : DEFAULT_PAGE_LANG;
}
