import { useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_API, DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { Button, useStickyScrollPadding } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { serverMessageOr } from '../feedback/failure-text';
import { EditingLanguageMenu } from '../languages/editing-language-menu';
import { useFeedback } from '../feedback/use-feedback';
import { SIDE_MENU_ID } from './side-menu';
import styles from './dashboard-layout.module.css';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
  /** While the offcanvas menu is open, the rest of the page is out of reach. */
  inert: boolean;
}

/** Brand link to the landing page, the menu button (small screens), the language the texts are edited in, and Log out. */
export function TopBar({ menuOpen, onToggleMenu, toggleRef, inert }: TopBarProps) {
  // The bar is sticky: the page keeps focused elements clear of it.
  const barRef = useRef<HTMLElement>(null);
  useStickyScrollPadding(barRef);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);

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
        Menu
      </button>
      <a className={styles.brand} href="/">
        SchoolPage
      </a>
      <div className={styles.topBarEnd}>
        <EditingLanguageMenu />
        <Button className={styles.logout} onClick={logout} busy={busy} busyLabel="Logging out...">
          Log out
        </Button>
      </div>
      <div className={styles.topBarAlert}>
        <FeedbackAlert feedback={feedback} />
      </div>
    </header>
  );
}
