import {
  siteLanguagesOf,
  sitePath,
  supportedLanguage,
  translatedContent,
  updatesLanguage,
  updatesWordsIn,
  type SiteLanguages,
  type SiteTranslations,
  type SubscriptionTopic,
  type UpdatesWords,
} from '@schoolpage/content-contract';

/** What of a school's site the language of its updates depends on. */
export interface ReadSite {
  organizationName: string;
  languages?: SiteLanguages;
  translations?: SiteTranslations;
}

/**
 * How a parent reads a school's updates: in one of the site's languages (the one they asked in, or the site's
 * default), with that language's words, the school's name as the site writes it there, and the site's pages at their
 * addresses in it (`/s/<slug>/<page>` in the default language, `/s/<slug>/<lang>/<page>` in another: the site's own
 * convention, page-language.ts).
 */
export interface UpdatesReading {
  language: string;
  dir: 'ltr' | 'rtl';
  /** Whether it is the site's default language (its pages carry no language in their address). */
  isDefault: boolean;
  words: UpdatesWords;
  schoolName: string;
  /** The address of a page of the site in the language ('' for its home page). */
  pathOf(page: string): string;
}

/** The reading of `site`'s updates in `asked` (a subscriber's stored language, a form's or an address's). */
export function updatesReading(site: ReadSite, slug: string, asked: unknown): UpdatesReading {
  const language = updatesLanguage(site, asked);
  const isDefault = language === siteLanguagesOf(site).default;
  const schoolName = isDefault ? site.organizationName : translatedContent(site, language).organizationName || site.organizationName;
  return {
    language,
    dir: supportedLanguage(language)?.dir ?? 'ltr',
    isDefault,
    words: updatesWordsIn(language),
    schoolName,
    pathOf: (page) => sitePath(slug, isDefault ? page : [language, page].filter(Boolean).join('/')),
  };
}

/** The readings of one school's updates, made once per language (a send reads many subscribers in few languages). */
export function updatesReadings(site: ReadSite, slug: string): (asked: unknown) => UpdatesReading {
  const made = new Map<string, UpdatesReading>();
  return (asked) => {
    const language = updatesLanguage(site, asked);
    let reading = made.get(language);
    if (!reading) made.set(language, (reading = updatesReading(site, slug, language)));
    return reading;
  };
}

/** How a page or a letter names a topic inside a sentence ("news", "circulars"). */
export const topicInSentence = (reading: UpdatesReading, topic: SubscriptionTopic) => reading.words[topic].toLocaleLowerCase(reading.language);
