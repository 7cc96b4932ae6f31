import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useWords } from '@schoolpage/words';
import { UnsavedChangesGuard } from '../forms/unsaved-changes';
import { messageWords } from '../feedback/messages.words';
import { useEditingLanguage } from '../languages/editing-language';
import { EditingLanguageNotice } from '../languages/editing-language-menu';
import { useSessionCheck } from '../session/use-session-check';
import { ExpiredDocumentsWarning } from './expired-documents-warning';
import { SideMenu } from './side-menu';
import { SiteStatusBar, SiteStatusProvider } from './site-status';
import { layoutWords } from './layout.words';
import { TopBar } from './top-bar';
import styles from './dashboard-layout.module.css';

const MAIN_ID = 'dashboard-main';

/** Spec §2 "Dashboard shell": session check, top bar, side menu, and the current page. */
export function DashboardLayout() {
  const session = useSessionCheck();
  // The page is drawn anew when the language its texts are edited in changes: it reads them again.
  const editing = useEditingLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const words = useWords(layoutWords);
  const messages = useWords(messageWords);

  useEffect(() => {
    // The offcanvas exists only below 768 px: leaving that width closes it.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 768px)') : undefined;
    const close = () => wide?.matches && setMenuOpen(false);
    wide?.addEventListener('change', close);
    return () => wide?.removeEventListener('change', close);
  }, []);

  /** Where focus goes once the offcanvas has closed: back to the menu button, or (a page chosen) to the page. */
  const focusAfterClose = useRef<'toggle' | 'page' | null>(null);
  useEffect(() => {
    // After the page stops being inert, focus can go back to the menu button, or into the page chosen
    // (the link pressed is hidden with the menu, so focus would otherwise fall to the document).
    if (!menuOpen && focusAfterClose.current === 'toggle') toggleRef.current?.focus();
    if (!menuOpen && focusAfterClose.current === 'page') document.getElementById(MAIN_ID)?.focus();
    focusAfterClose.current = null;
  }, [menuOpen]);

  const menuShown = useRef(menuOpen);
  menuShown.current = menuOpen;
  const closeMenu = useCallback((returnFocus: boolean) => {
    if (menuShown.current) focusAfterClose.current = returnFocus ? 'toggle' : 'page';
    setMenuOpen(false);
  }, []);

  if (session === 'checking') {
    return (
      <p className={styles.checking} role="status">
        {messages.t('sessionChecking')}
      </p>
    );
  }

  return (
    <SiteStatusProvider>
      <div className={styles.shell}>
        <a className={styles.skipLink} href={`#${MAIN_ID}`} inert={menuOpen}>
          {words.t('skipToContent')}
        </a>
        <TopBar
          menuOpen={menuOpen}
          toggleRef={toggleRef}
          inert={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
        />
        <div className={styles.body}>
          <SideMenu open={menuOpen} onClose={closeMenu} />
          <main id={MAIN_ID} className={styles.main} tabIndex={-1} inert={menuOpen}>
            <SiteStatusBar />
            <ExpiredDocumentsWarning />
            <EditingLanguageNotice />
            <UnsavedChangesGuard>
              <Outlet key={editing ?? 'default'} />
            </UnsavedChangesGuard>
          </main>
        </div>
      </div>
    </SiteStatusProvider>
  );
}
