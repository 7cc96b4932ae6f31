import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import type { SitePage } from './site-page';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  organizationName: string;
  basePath: string;
  pages: readonly SitePage[];
}

export function SiteFooter({ organizationName, basePath, pages }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{organizationName}</p>
          <p className={styles.copy}>
            © {new Date().getFullYear()} {organizationName}. Built with SchoolPage.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {pages.map(({ label, page }) => (
              <li key={page}>
                <SiteLink to={sitePath(basePath, page)}>{label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
