import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@schoolpage/ui';
import { useNewEnquiryCount } from '../pages/enquiries/new-enquiry-count';
import { isMenuItemActive, menuHref, menuItemsFor } from './menu-items';
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
  const { profile } = useSiteStatus();
  const items = menuItemsFor(profile?.role);
  const newEnquiries = useNewEnquiryCount(profile !== undefined && items.some((item) => item.path === 'enquiries'));
  const waiting = profile?.pendingApprovals ?? 0;
  /** The count shown beside an item, if any: new enquiries, changes waiting for approval. */
  const badgeOf = (path: string) => {
    if (path === 'enquiries' && newEnquiries > 0) return { count: newEnquiries, says: 'new' };
    if (path === 'approvals' && waiting > 0) return { count: waiting, says: 'waiting' };
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
        aria-label="Dashboard"
      >
        <button ref={closeRef} type="button" className={styles.closeMenu} onClick={() => onClose(true)}>
          Close menu
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
                  {item.label}
                  {badge ? (
                    <span className={styles.menuBadge}>
                      {badge.count}
                      <VisuallyHidden> {badge.says}</VisuallyHidden>
                    </span>
                  ) : null}
                  {/* Described, not named: the link's name stays the spec's word. */}
                  <span id={`${SIDE_MENU_ID}-${item.path}`} className={styles.menuShows} aria-hidden="true">
                    {item.shows}
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
