import { createContext, use, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDay, type SiteProps, type UntranslatedFields } from '@schoolpage/content-contract';
import { LanguageProvider, wordsOf, type Words } from '@schoolpage/words';
import { PageNameListener } from '../layout/page-name-listener';
import { calendarDay, dayAndMonth as englishDayAndMonth, formatDate as englishDate } from '../content/format-date';
import { compileWhenDrawn, loadSiteCatalogue, SITE_WORDS_EN, type SiteWordId } from './site-catalogues';

/** The attributes that mark a text shown in the site's default language on a page in another (`lang`, and `dir` when it differs). */
export interface FieldLanguage {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** A page's words: the templates' own in the page's language, its dates, and which of the school's texts are in another. */
export interface SiteWords extends Pick<Words<SiteWordId>, 't' | 'language'> {
  /**
   * "12 Dec 2026" in English, "12 दिसंबर 2026" in Hindi: the school's day of a date ("2026-12-12", as written) or of an
   * instant (the day it was in the school's time zone), wherever the visitor is.
   */
  readonly date: (isoDate: string) => string;
  /** Day ("05") and month ("Nov") for calendar badges. */
  readonly dayAndMonth: (isoDate: string) => { day: string; month: string };
  /** The school's time zone (IANA): its dates are read in it, on the server and in the browser alike. */
  readonly timeZone: string;
  /** `lang` (and `dir`) for a school's field (`organizationName`, `faq/#<id>/question`) shown untranslated; nothing otherwise. */
  readonly fieldLanguage: (path: string) => FieldLanguage;
}

const UTC_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

function siteWords(words: Words<SiteWordId>, untranslated: UntranslatedFields | undefined, timeZone = DEFAULT_SCHOOL_TIME_ZONE): SiteWords {
  const fields = new Set(untranslated?.fields);
  const marked: FieldLanguage = untranslated ? { lang: untranslated.lang, ...(untranslated.dir ? { dir: untranslated.dir } : {}) } : {};
  const english = words.language === 'en';
  // English keeps its hand-written "12 Dec 2026" (no locale data to load); another language writes its own way.
  // The school's day of what is stored (an instant becomes the day it was at the school); the text itself otherwise.
  const dayOf = (isoDate: string) => schoolDay(isoDate, timeZone) || isoDate;
  const utc = (isoDate: string) => {
    const day = calendarDay(isoDate);
    return day && Date.UTC(day.year, day.month - 1, day.day);
  };
  return {
    language: words.language,
    t: words.t,
    timeZone,
    date: (isoDate) => {
      const shown = dayOf(isoDate);
      const day = english ? undefined : utc(shown);
      return day === undefined ? englishDate(shown) : words.date(day, UTC_DAY);
    },
    dayAndMonth: (isoDate) => {
      const shown = dayOf(isoDate);
      const day = english ? undefined : utc(shown);
      if (day === undefined) return englishDayAndMonth(shown);
      return { day: words.date(day, { day: '2-digit', timeZone: 'UTC' }), month: words.date(day, { month: 'short', timeZone: 'UTC' }) };
    },
    fieldLanguage: (path) => (fields.has(path) ? marked : {}),
  };
}

const SiteWordsContext = createContext<SiteWords>(siteWords(wordsOf('en', { en: SITE_WORDS_EN }, compileWhenDrawn), undefined));

/** The words of the page being drawn (English outside a SiteLanguage). */
export function useSiteWords(): SiteWords {
  return useContext(SiteWordsContext);
}

interface SiteLanguageProps {
  /** The page's language (a BCP-47 code); English when none is given. */
  language?: string;
  /** The school's fields the page shows in the site's default language, as the server found them. */
  untranslated?: UntranslatedFields;
  /** The school's time zone (`SiteContent.timeZone`); Asia/Kolkata when none is given. */
  timeZone?: string;
  children: ReactNode;
}

/**
 * A school's site in the page's language. Another language than English waits for its catalogue (a chunk of its
 * own; FormatJS's formatter comes only with a message that has a plural, see compileWhenDrawn): the server's render waits for it, and the browser's hydration keeps the server's HTML until it is there,
 * so both draw the same words.
 */
export function SiteLanguage({ language = 'en', untranslated, timeZone, children }: SiteLanguageProps) {
  // Always through `use` (never skipped once the catalogue is there): a catalogue that arrives while React replays
  // this component after it waited must find the same calls as before (React's error 467 otherwise).
  const catalogue = language === 'en' ? undefined : use(loadSiteCatalogue(language));
  const words = useMemo(
    () => siteWords(wordsOf(language, catalogue ? { en: SITE_WORDS_EN, [language]: catalogue } : { en: SITE_WORDS_EN }, compileWhenDrawn), untranslated, timeZone),
    [language, catalogue, untranslated, timeZone],
  );
  return (
    <LanguageProvider language={language}>
      <SiteWordsContext.Provider value={words}>{children}</SiteWordsContext.Provider>
    </LanguageProvider>
  );
}

/** The path of a list item's field, as translations name it: `faq/#<id>/question` (its position when it has no id). */
export function itemField(list: string, item: object, index: number, field: string): string {
  const id = (item as { id?: unknown }).id;
  return `${list}/${typeof id === 'string' && id ? `#${id}` : index}/${field}`;
}

/** A school's text inside a sentence of the template's: in a `<span lang>` when shown untranslated, else as it is. */
export function FieldText({ path, children }: { path: string; children: ReactNode }) {
  const marked = useSiteWords().fieldLanguage(path);
  return marked.lang ? <span {...marked}>{children}</span> : <>{children}</>;
}

/**
 * A template's site in the page's language: its `language` and `untranslated` props around the template's own pages,
 * and `onPageName` told the name of the page drawn (see PageName).
 */
export function inPageLanguage(TemplateSite: ComponentType<SiteProps>): ComponentType<SiteProps> {
  return function SiteInPageLanguage({ language, untranslated, onPageName, ...site }: SiteProps) {
    return (
      <SiteLanguage language={language} untranslated={untranslated} timeZone={site.content.timeZone}>
        <PageNameListener.Provider value={onPageName}>
          <TemplateSite {...site} />
        </PageNameListener.Provider>
      </SiteLanguage>
    );
  };
}
