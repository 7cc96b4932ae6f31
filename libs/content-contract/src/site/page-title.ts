import { collapseWhitespace } from './collapse-whitespace';

/** What a page is called when neither the school nor the page has a name yet. */
const UNNAMED_PAGE = 'Home';

/**
 * The `<title>` of one page of a school's site: "<page name> — <school name>", the school's name alone on
 * its home page (`page` ''), and the page's own name while the school has none.
 */
export function pageTitle(schoolName: string, page: string, pageName: string): string {
  const school = collapseWhitespace(schoolName);
  const name = collapseWhitespace(pageName);
  if (!school) return name || UNNAMED_PAGE;
  if (!page || !name) return school;
  return `${name} — ${school}`;
}
