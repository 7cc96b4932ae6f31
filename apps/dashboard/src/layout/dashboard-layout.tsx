import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { useSessionCheck } from '../session/use-session-check';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import styles from './dashboard-layout.module.css';

/** Spec §2 "Dashboard shell": session check, top bar, side menu, and the current page. */
export function DashboardLayout() {
  const session = useSessionCheck();
  const [menuOpen, setMenuOpen] = useState(false);

  if (session === 'checking') {
    return (
      <p className={styles.checking} role="status">
        {DASHBOARD_MESSAGES.sessionChecking}
      </p>
    );
  }

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#dashboard-main">
        Skip to content
      </a>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className={styles.body}>
        <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        <main id="dashboard-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
