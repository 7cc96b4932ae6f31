import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './page-fade.module.css';

/**
 * Fades each page in (300 ms) when the visitor moves between a site's pages and starts the new page at
 * its top. The first page of a visit is shown at once, so nothing delays its first paint.
 */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPathname.current) navigated.current = true;

  useEffect(() => {
    if (navigated.current) document.scrollingElement?.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div key={pathname} className={navigated.current ? styles.fade : undefined}>
      {children}
    </div>
  );
}
