import type { SupportedLanguage } from '@schoolpage/content-contract';

/** "हिन्दी (Hindi)": a language as its readers write it, with its English name for everyone else. */
export function languageName(language: SupportedLanguage | undefined, code: string): string {
  if (!language) return code;
  return language.nativeName === language.englishName ? language.englishName : `${language.nativeName} (${language.englishName})`;
}
