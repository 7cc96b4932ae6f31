import { useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_API, DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { Button, useStickyScrollPadding } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../api/api-request';
import { DashboardLanguageMenu } from '../dashboard-language/dashboard-language-menu';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { serverMessageOr } from '../feedback/failure-text';
import { EditingLanguageMenu } from '../languages/editing-language-menu';
import { useFeedback } from '../feedback/use-feedback';
import { layoutWords } from './layout.words';
import { SIDE_MENU_ID } from './side-menu';
import styles from './dashboard-layout.module.css';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
  /** While the offcanvas menu is open, the rest of the page is out of reach. */
  inert: boolean;
}

/**
 * Brand link to the landing page, the menu button (small screens), the language the texts are edited in, the
 * dashboard's own language, and Log out.
 */
export function TopBar({ menuOpen, onToggleMenu, toggleRef, inert }: TopBarProps) {
  // The bar is sticky: the page keeps focused elements clear of it.
  const barRef = useRef<HTMLElement>(null);
  useStickyScrollPadding(barRef);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const words = useWords(layoutWords);

  async function logout() {
    setBusy(true);
    try {
      await apiRequest(AUTH_API.logout, { method: 'POST' });
      navigate('/login', { replace: true });
    } catch (error) {
      feedback.error(serverMessageOr(error, DASHBOARD_MESSAGES.logoutFailed));
      setBusy(false);
    }
  }

  return (
    <header ref={barRef} className={styles.topBar} inert={inert}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-controls={SIDE_MENU_ID}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      >
        {words.t('menu')}
      </button>
      <a className={styles.brand} href="/">
        {words.t('brand')}
      </a>
      <div className={styles.topBarEnd}>
        <EditingLanguageMenu />
        <DashboardLanguageMenu feedback={feedback} />
        <Button className={styles.logout} onClick={logout} busy={busy} busyLabel={words.t('loggingOut')}>
          {words.t('logOut')}
        </Button>
      </div>
      <div className={styles.topBarAlert}>
        <FeedbackAlert feedback={feedback} />
      </div>
    </header>
  );
}
