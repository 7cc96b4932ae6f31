import styles from './page-banner.module.css';

/** The title band of an inner page: the page's one `h1`. */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={styles.banner}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
