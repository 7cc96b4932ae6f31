import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FigureList } from '../figures/figure-list';
import { usePlatformStats } from './use-platform-stats';
import styles from './home.module.css';

/** The top of the landing page: promise, school search box, calls to action and live figures. */
export function Hero({ searchBox }: { searchBox?: ReactNode }) {
  const stats = usePlatformStats();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <p className={styles.eyebrow}>No-code websites for schools and colleges</p>
        <h1 id="hero-title" className={styles.title}>
          Bring your school online
        </h1>
        <p className={styles.lead}>
          Build a complete website for your school or college from a simple dashboard: pick a template, fill in
          your content and publish. Families find you with one search.
        </p>
        <div className={styles.search}>{searchBox}</div>
        <div className={styles.actions}>
          <Link to="/signup" className={styles.primary}>
            Create account
          </Link>
          <Link to="/about" className={styles.secondary}>
            Learn more
          </Link>
        </div>
        <div className={styles.figures}>
          <FigureList
            busy={stats.loading}
            figures={[
              { value: stats.institutions, label: 'Institutions registered' },
              { value: stats.searches, label: 'Searches made' },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
