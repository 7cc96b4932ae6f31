import styles from './coming-soon.module.css';

interface ComingSoonProps {
  /** Display name of the template, e.g. "Tech Light". */
  templateName: string;
  organizationName?: string;
}

/** The page a template that is still being built shows in place of a site. */
export function ComingSoon({ templateName, organizationName }: ComingSoonProps) {
  return (
    <main className={styles.page}>
      <p className={styles.badge}>{templateName} template</p>
      <h1 className={styles.title}>Coming soon</h1>
      <p className={styles.text}>
        {organizationName ? `${organizationName}'s site will look great here. ` : ''}This template is not
        available yet. We are working on it!
      </p>
      <a className={styles.link} href="/">
        Back to SchoolPage
      </a>
    </main>
  );
}
