import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar } from './navbar';
import styles from './layout.module.css';

/** Navbar and footer around every public page (spec §2). */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
