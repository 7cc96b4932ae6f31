import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { VisuallyHidden } from '@schoolpage/ui/visually-hidden';
import styles from './layout.module.css';

export function Navbar() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.brand} onClick={close}>
          SchoolPage
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <VisuallyHidden>Menu</VisuallyHidden>
          <span aria-hidden="true">☰</span>
        </button>
        <ul id="main-menu" className={open ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
          <li>
            <NavLink to="/" end className={navClass} onClick={close}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/about" className={navClass} onClick={close}>
              About Us
            </NavLink>
          </li>
          <li>
            <NavLink to="/login" className={navClass} onClick={close}>
              sign in
            </NavLink>
          </li>
          <li>
            <Link to="/signup" className={styles.cta} onClick={close}>
              Create account
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;
}
