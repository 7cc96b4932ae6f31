import { siteLanguagesOf, supportedLanguage, type SiteLanguages } from './site-languages';
import { hiddenTranslations, translationState, type SiteTranslations } from './translations';

/**
 * The school's fields a page in another language shows in the site's default language, because they have no
 * translation yet: the page marks each with the default's `lang` (and `dir` when it differs from the page's),
 * so a screen reader reads it in its own language and a browser picks its own font.
 */
export interface UntranslatedFields {
  /** The site's default language, which these fields are written in. */
  lang: string;
  /** Its direction, only when it differs from the page's language's. */
  dir?: 'ltr' | 'rtl';
  /** The fields' paths, as translations name them (`organizationName`, `faq/#<id>/question`). */
  fields: string[];
}

/** The fields of `content` that a page in `language` shows in the default language; undefined on a page in the default language. */
export function untranslatedFields(
  content: object & { languages?: SiteLanguages; translations?: SiteTranslations },
  language: string,
): UntranslatedFields | undefined {
  const languages = siteLanguagesOf(content);
  if (language === languages.default) return undefined;
  const dir = supportedLanguage(languages.default)?.dir ?? 'ltr';
  const differs = dir !== (supportedLanguage(language)?.dir ?? 'ltr');
  // A translation of an alert that has changed since is not shown (translations.ts): the alert reads in the default language.
  return { lang: languages.default, ...(differs ? { dir } : {}), fields: [...translationState(content, language).missing, ...hiddenTranslations(content, language)] };
}
