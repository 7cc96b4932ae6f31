/**
 * The languages a school's site is written in (#29): one default, in which every text is entered first, and
 * the others parents may read it in. A site that never chose is in English only, as the spec describes it.
 */

/** A language a site may be written in: its BCP-47 code, its name in English and in itself, its direction. */
export interface SupportedLanguage {
  code: string;
  englishName: string;
  /** The name as its readers write it ("हिन्दी"): what a language switcher shows. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

/** English, and India's most read scheduled languages. */
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = [
  { code: 'en', englishName: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', englishName: 'Bengali', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'mr', englishName: 'Marathi', nativeName: 'मराठी', dir: 'ltr' },
  { code: 'te', englishName: 'Telugu', nativeName: 'తెలుగు', dir: 'ltr' },
  { code: 'ta', englishName: 'Tamil', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'gu', englishName: 'Gujarati', nativeName: 'ગુજરાતી', dir: 'ltr' },
  { code: 'ur', englishName: 'Urdu', nativeName: 'اردو', dir: 'rtl' },
  { code: 'kn', englishName: 'Kannada', nativeName: 'ಕನ್ನಡ', dir: 'ltr' },
  { code: 'ml', englishName: 'Malayalam', nativeName: 'മലയാളം', dir: 'ltr' },
  { code: 'or', englishName: 'Odia', nativeName: 'ଓଡ଼ିଆ', dir: 'ltr' },
  { code: 'pa', englishName: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', dir: 'ltr' },
];

/** At most this many languages per site. */
export const MAX_SITE_LANGUAGES = SUPPORTED_LANGUAGES.length;

export function supportedLanguage(code: string): SupportedLanguage | undefined {
  return SUPPORTED_LANGUAGES.find((language) => language.code === code);
}

/** A site's languages as stored and as `GET LANGUAGES_API_PATH` answers them: the default is always among them, first. */
export interface SiteLanguages {
  default: string;
  languages: string[];
}

/** What a site that never chose is written in. */
export const ENGLISH_ONLY: Readonly<SiteLanguages> = Object.freeze({ default: 'en', languages: Object.freeze(['en']) as unknown as string[] });

/** The site's languages (English only when it never chose). */
export function siteLanguagesOf(content: { languages?: SiteLanguages }): SiteLanguages {
  return content.languages ?? { default: ENGLISH_ONLY.default, languages: [...ENGLISH_ONLY.languages] };
}

/**
 * The site's languages: `GET` answers `{ success, default, languages, supported }`; `POST { default, languages }`
 * (BCP-47 codes from SUPPORTED_LANGUAGES, the default among them) saves them and answers the same with a message.
 */
export const LANGUAGES_API_PATH = '/api/dashboard/languages';

export const LANGUAGE_MESSAGES = {
  saved: 'Languages saved.',
  unsupported: 'Please choose languages from the list.',
  defaultMissing: 'The default language must be one of the site’s languages.',
  none: 'Please keep at least one language.',
  notOfSite: 'This site is not written in that language. Please add it under Languages first.',
  addInDefault: 'New items are added in the site’s default language. Please add it there first, then translate it here.',
  failed: 'Languages could not be saved.',
  notRead: 'Your languages could not be loaded. Please reload the page.',
} as const;
