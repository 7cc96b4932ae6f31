import type { SupportedLanguage } from '@schoolpage/content-contract';

/** A language's name in the reader's language, by `Intl` ("bn" for a Hindi reader: "बंगाली"); undefined where `Intl` has none. */
function nameFor(reader: string, code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([reader], { type: 'language', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "বাংলা (Bengali)": a language as its readers write it, with its name in the dashboard reader's language for
 * everyone else (English: the contract's English names; another: `Intl`'s, else the English name).
 */
export function languageName(language: SupportedLanguage | undefined, code: string, reader = 'en'): string {
  if (!language) return code;
  const known = reader === 'en' ? language.englishName : (nameFor(reader, language.code) ?? language.englishName);
  return language.nativeName === known ? known : `${language.nativeName} (${known})`;
}

/** A language's name in the reader's language by `Intl` ("Hindi", "हिन्दी"), else its code. */
export function languageNameIn(reader: string, code: string): string {
  return nameFor(reader, code) ?? code;
}
