import { Outlet } from 'react-router-dom';
import type { SiteContent } from '@schoolpage/content-contract';
import { siteBrandProps } from '../brand/site-brand';
import { PageFade } from '../motion/page-fade';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SitePage } from './site-page';
import styles from './site-frame.module.css';

interface SiteFrameProps {
  content: SiteContent;
  basePath: string;
  pages: readonly SitePage[];
  /** The template's theme: a CSS-module class that sets the `--site-*` custom properties. */
  themeClassName: string;
}

/** Header, the current page (fading in between pages) and footer, in the school's brand (`--sp-*` on the root). */
export function SiteFrame({ content, basePath, pages, themeClassName }: SiteFrameProps) {
  const brand = siteBrandProps(content.brand);
  return (
    <div className={`${styles.frame} ${themeClassName} ${brand.className}`} style={brand.style}>
      <a className={styles.skip} href="#site-main">
        Skip to content
      </a>
      <SiteHeader content={content} basePath={basePath} pages={pages} />
      <main id="site-main" className={styles.main} tabIndex={-1}>
        <PageFade>
          <Outlet />
        </PageFade>
      </main>
      <SiteFooter organizationName={content.organizationName} basePath={basePath} pages={pages} />
    </div>
  );
}
