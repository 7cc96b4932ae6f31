import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { siteMenuPages, type SiteContent } from '@schoolpage/content-contract';
import { siteBrandProps } from '../brand/site-brand';
import { RENDERED_ON_ATTRIBUTE, useToday } from '../content/today';
import { HiddenEmptySections } from '../empty-state/hidden-empty-sections';
import { PageFade } from '../motion/page-fade';
import { VisitBeacon } from '../visits/visit-beacon';
import { PageName } from './page-name';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderLook } from './site-header';
import { lazyView } from '../routing/lazy-view';
import type { SitePage } from './site-page';
import base from './site-base.module.css';
import styles from './site-frame.module.css';
import { useSiteWords } from '../words/site-words';

/** The alert's code downloads only while a school has an alert up. */
const AlertBanner = lazyView(() => import('./alert-banner').then((m) => m.AlertBanner));

interface SiteFrameProps {
  content: SiteContent;
  basePath: string;
  pages: readonly SitePage[];
  /** The template's theme: a CSS-module class that sets the `--site-*` custom properties. */
  themeClassName: string;
  headerLook?: SiteHeaderLook;
}

/** The school's alert, header, the current page (fading in between pages) and footer, in the school's brand (`--sp-*` on the root). */
export function SiteFrame({ content, basePath, pages, themeClassName, headerLook }: SiteFrameProps) {
  const { t } = useSiteWords();
  const today = useToday();
  const brand = siteBrandProps(content.brand);
  // A school's disclosure and its own pages shown in the menu are linked from every page's header and footer.
  const sitePages = siteMenuPages(pages, content);
  return (
    // The empty sections the school leaves out, for every section of every page (empty-state/hidden-empty-sections.tsx).
    <HiddenEmptySections value={content.hiddenEmptySections ?? []}>
    <div className={`${base.base} ${styles.frame} ${themeClassName} ${brand.className}`} style={brand.style} {...{ [RENDERED_ON_ATTRIBUTE]: today }}>
      <a className={styles.skip} href="#site-main">
        {t('skipToContent')}
      </a>
      {content.alert ? (
        <Suspense fallback={null}>
          <AlertBanner alert={content.alert} />
        </Suspense>
      ) : null}
      <PageName content={content} basePath={basePath} pages={sitePages} />
      <SiteHeader content={content} basePath={basePath} pages={sitePages} look={headerLook} />
      <main id="site-main" className={styles.main} tabIndex={-1}>
        {/* A page whose code is still downloading (lazyView) keeps the server's HTML, or the previous page, on screen. */}
        <Suspense fallback={null}>
          <PageFade>
            <Outlet />
          </PageFade>
        </Suspense>
      </main>
      <SiteFooter
        organizationName={content.organizationName}
        contactDetails={content.contactDetails}
        basePath={basePath}
        pages={sitePages}
        year={today.slice(0, 4)}
      />
      {content.organizationId ? <VisitBeacon organizationId={content.organizationId} basePath={basePath} /> : null}
    </div>
    </HiddenEmptySections>
  );
}
