import styles from './site-entry.module.css';

/** Shown while a school's site (its content, its template) is on its way. */
export function SiteLoading() {
  return (
    <p className={styles.loading} role="status">
      Loading...
    </p>
  );
}
