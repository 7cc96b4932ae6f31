import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteContent } from '@schoolpage/content-contract';
import { STICKY_BAR_ATTRIBUTE, useStickyScrollPadding } from '@schoolpage/ui/sticky-scroll-padding';
import { SiteImage } from '../media/site-image';
import { textLogoHalves } from '../content/text-logo';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { useSiteWords } from '../words/site-words';
import { menuLabel, type SitePage } from './site-page';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  content: SiteContent;
  basePath: string;
  pages: readonly SitePage[];
  /** `bar`: one light bar with the name and the pages; `masthead`: the name large, the pages on a band below. */
  look?: SiteHeaderLook;
}

export type SiteHeaderLook = 'bar' | 'masthead';

/** The school's name or text logo and the site's pages; a menu button folds them on narrow screens. */
export function SiteHeader({ content, basePath, pages, look = 'bar' }: SiteHeaderProps) {
  const words = useSiteWords();
  const { t, fieldLanguage } = words;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const menuShown = useRef(menuOpen);
  menuShown.current = menuOpen;
  useEffect(() => {
    // A page chosen from the open menu: the menu folds away with the link pressed, so the page takes the focus.
    if (menuShown.current && navRef.current?.contains(document.activeElement)) document.getElementById('site-main')?.focus();
    setMenuOpen(false);
  }, [pathname]);
  // The light bar stays at the top while the page scrolls: the page keeps focused elements clear of it.
  const headerRef = useRef<HTMLElement>(null);
  useStickyScrollPadding(headerRef, look === 'bar');
  const { organizationLogo, organizationName } = content;
  const textLogo = textLogoHalves(content.textLogo);

  return (
    // Marked sticky from the server's page on, so the page's entry keeps a shared section's link clear of it.
    <header ref={headerRef} {...(look === 'bar' ? { [STICKY_BAR_ATTRIBUTE]: '' } : {})} className={`${styles.header} ${look === 'masthead' ? styles.masthead : styles.plainBar}`}>
      <div className={styles.bar}>
        <SiteLink className={styles.brand} to={sitePath(basePath)} aria-label={t('homeOf', { school: organizationName })}>
          {organizationLogo?.url ? (
            <SiteImage className={styles.logo} src={organizationLogo.url} alt="" width={40} height={40} fixed eager />
          ) : null}
          <span className={styles.brandText} {...fieldLanguage(textLogo ? 'textLogo' : 'organizationName')}>
            {textLogo ? (
              <>
                <span className={styles.logoStart}>{textLogo.start}</span>
                {textLogo.start && textLogo.end ? ' ' : null}
                <span className={styles.logoEnd}>{textLogo.end}</span>
              </>
            ) : (
              organizationName
            )}
          </span>
        </SiteLink>
        {/* Without JavaScript the menu button cannot work, so the pages are listed open instead. */}
        <noscript>
          <style>{`.${styles.menuButton}{display:none}.${styles.closed}{display:block}`}</style>
        </noscript>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menuButton')}
        </button>
        <nav ref={navRef} id="site-navigation" aria-label={t('siteNavigation')} className={`${styles.nav} ${menuOpen ? '' : styles.closed}`}>
          <ul className={styles.links}>
            {pages.map((entry) => {
              const { page } = entry;
              const target = sitePath(basePath, page);
              const current = isCurrentPage(pathname, target, page === '');
              return (
                <li key={page}>
                  <SiteLink to={target} className={`${styles.link} ${current ? styles.active : ''}`} aria-current={current ? 'page' : undefined}>
                    {menuLabel(entry, words)}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** Whether the visitor is on `target` (the home page only at its own address; another page with what is below it). */
function isCurrentPage(pathname: string, target: string, home: boolean): boolean {
  const here = pathname.replace(/\/+$/, '');
  const page = target.replace(/\/+$/, '');
  return here === page || (!home && here.startsWith(`${page}/`));
}
