import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { useNewEnquiryCount } from '../pages/enquiries/new-enquiry-count';
import { isMenuItemActive, menuHref, menuItemsFor } from './menu-items';
import { layoutWords } from './layout.words';
import { useSiteStatus } from './site-status';
import styles from './dashboard-layout.module.css';

export const SIDE_MENU_ID = 'dashboard-side-menu';

interface SideMenuProps {
  /** Below 768 px the menu is an offcanvas panel, shown only while open. */
  open: boolean;
  /** `returnFocus`: give focus back to the menu button (Escape, Close menu, backdrop). */
  onClose: (returnFocus: boolean) => void;
}

export function SideMenu({ open, onClose }: SideMenuProps) {
  const { pathname } = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const words = useWords(layoutWords);
  const { profile } = useSiteStatus();
  const items = menuItemsFor(profile?.role);
  const newEnquiries = useNewEnquiryCount(profile !== undefined && items.some((item) => item.path === 'enquiries'));
  const waiting = profile?.pendingApprovals ?? 0;
  /** The count shown beside an item, if any: new enquiries, changes waiting for approval. */
  const badgeOf = (path: string) => {
    if (path === 'enquiries' && newEnquiries > 0) return { count: newEnquiries, says: words.t('badgeNew') };
    if (path === 'approvals' && waiting > 0) return { count: waiting, says: words.t('badgeWaiting') };
    return undefined;
  };

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      {open ? <div className={styles.backdrop} onClick={() => onClose(true)} aria-hidden="true" /> : null}
      <nav
        id={SIDE_MENU_ID}
        className={open ? `${styles.sideMenu} ${styles.sideMenuOpen}` : styles.sideMenu}
        aria-label={words.t('dashboardNav')}
      >
        <button ref={closeRef} type="button" className={styles.closeMenu} onClick={() => onClose(true)}>
          {words.t('closeMenu')}
        </button>
        <ul className={styles.menuList}>
          {items.map((item) => {
            const active = isMenuItemActive(item, pathname);
            const badge = badgeOf(item.path);
            return (
              <li key={item.path}>
                <Link
                  to={menuHref(item)}
                  className={active ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink}
                  aria-current={active ? 'page' : undefined}
                  aria-describedby={`${SIDE_MENU_ID}-${item.path}`}
                  onClick={() => onClose(false)}
                >
                  {words.t(`menu.${item.path}`)}
                  {badge ? (
                    <span className={styles.menuBadge}>
                      {badge.count}
                      <VisuallyHidden> {badge.says}</VisuallyHidden>
                    </span>
                  ) : null}
                  {/* Described, not named: the link's name stays the menu's word. */}
                  <span id={`${SIDE_MENU_ID}-${item.path}`} className={styles.menuShows} aria-hidden="true">
                    {words.t(`menu.${item.path}.shows`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
