import { pathBelow, siteLanguagesOf, supportedLanguage, type SiteContent, type SupportedLanguage } from '@schoolpage/content-contract';
import type { PageAlternate } from '../seo/site-page-input';

/** A page of a school's site in one of its languages (#29). */
export interface PageInLanguage {
  language: SupportedLanguage;
  /** Whether this is the site's default language (its pages keep `/s/<slug>/…`). */
  isDefault: boolean;
  /** The page below the language: '' for home, `about`… */
  page: string;
  /** Where the template's pages live: `/s/<slug>` for the default language, `/s/<slug>/<lang>` for another (below the site's root). */
  basePath: string;
  /** The same page in every language of the site (none when it has one): for hreflang and the switcher. */
  alternates: (PageAlternate & { language: SupportedLanguage; current: boolean })[];
}

const ENGLISH = supportedLanguage('en')!;

/**
 * `root` is where the site lives on the host (siteRoot: `/s/<slug>`, or '' at the school's own domain).
 * Which language an address below a school's site asks for: its first segment when that is one of the site's
 * languages other than the default (`/s/<slug>/hi/about`), else the default (`/s/<slug>/about`). Undefined when
 * the address names the default language's code (`/s/<slug>/en/about`): that page lives without it.
 */
export function pageInLanguage(content: Pick<SiteContent, 'languages'>, root: string, page: string, origin: string): PageInLanguage | 'withoutDefaultCode' {
  const languages = siteLanguagesOf(content);
  const [first = '', ...rest] = page.split('/');
  const named = first !== languages.default && languages.languages.includes(first) ? first : undefined;
  if (languages.languages.length > 1 && first === languages.default) return 'withoutDefaultCode';
  const code = named ?? languages.default;
  const below = named ? rest.join('/') : page;
  const pathIn = (language: string) => pathBelow(root, language === languages.default ? below : [language, below].filter(Boolean).join('/'));
  const alternates =
    languages.languages.length > 1
      ? languages.languages.map((other) => ({
          hreflang: other,
          href: new URL(pathIn(other), origin).href,
          isDefault: other === languages.default,
          language: supportedLanguage(other) ?? ENGLISH,
          current: other === code,
        }))
      : [];
  return {
    language: supportedLanguage(code) ?? ENGLISH,
    isDefault: !named,
    page: below,
    basePath: named ? pathBelow(root, named) : root,
    alternates,
  };
}
