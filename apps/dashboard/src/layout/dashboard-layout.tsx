import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { UnsavedChangesGuard } from '../forms/unsaved-changes';
import { useSessionCheck } from '../session/use-session-check';
import { SideMenu } from './side-menu';
import { SiteStatusBar, SiteStatusProvider } from './site-status';
import { TopBar } from './top-bar';
import styles from './dashboard-layout.module.css';

/** Spec §2 "Dashboard shell": session check, top bar, side menu, and the current page. */
export function DashboardLayout() {
  const session = useSessionCheck();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The offcanvas exists only below 768 px: leaving that width closes it.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 768px)') : undefined;
    const close = () => wide?.matches && setMenuOpen(false);
    wide?.addEventListener('change', close);
    return () => wide?.removeEventListener('change', close);
  }, []);

  const focusToggle = useRef(false);
  useEffect(() => {
    // After the page stops being inert, focus can go back to the menu button.
    if (!menuOpen && focusToggle.current) toggleRef.current?.focus();
    focusToggle.current = false;
  }, [menuOpen]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    focusToggle.current = returnFocus;
    setMenuOpen(false);
  }, []);

  if (session === 'checking') {
    return (
      <p className={styles.checking} role="status">
        {DASHBOARD_MESSAGES.sessionChecking}
      </p>
    );
  }

  return (
    <SiteStatusProvider>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#dashboard-main" inert={menuOpen}>
          Skip to content
        </a>
        <TopBar
          menuOpen={menuOpen}
          toggleRef={toggleRef}
          inert={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <div className={styles.body}>
          <SideMenu open={menuOpen} onClose={closeMenu} />
          <main id="dashboard-main" className={styles.main} tabIndex={-1} inert={menuOpen}>
            <SiteStatusBar />
            <UnsavedChangesGuard>
              <Outlet />
            </UnsavedChangesGuard>
          </main>
        </div>
      </div>
    </SiteStatusProvider>
  );
}
