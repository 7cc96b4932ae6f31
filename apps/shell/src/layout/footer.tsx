import { Link } from 'react-router-dom';
import styles from './layout.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <p>© {new Date().getFullYear()} SchoolPage. Websites for schools and colleges.</p>
      <nav aria-label="Legal and contact">
        <ul className={styles.footerLinks}>
          <li>
            <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
