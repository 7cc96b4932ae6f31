import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { itemPageName, pageTitle, type SiteContent } from '@schoolpage/content-contract';
import { useSiteWords } from '../words/site-words';
import { PageNameListener } from './page-name-listener';
import { menuLabel, type SitePage } from './site-page';


/**
 * Names the page shown, in the page's language: a school's item by its title, a page of the menu by its menu word
 * ("हमारे बारे में" on a Hindi About page). The server hears it while it draws the page; in the browser the document's
 * title follows every move between pages.
 */
export function PageName({ content, basePath, pages }: { content: SiteContent; basePath: string; pages: readonly SitePage[] }) {
  const words = useSiteWords();
  const page = useLocation().pathname.slice(basePath.length).replace(/^\/|\/$/g, '');
  const entry = pages.find((candidate) => candidate.page === page);
  const name = itemPageName(content, page) ?? (entry ? menuLabel(entry, words) : '');
  useContext(PageNameListener)?.(name);
  useEffect(() => {
    document.title = pageTitle(content.organizationName, page, name);
  }, [content.organizationName, page, name]);
  return null;
}
