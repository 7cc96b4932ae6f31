import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import styles from './home.module.css';

/** `/` (spec §2 Landing). The search box comes from the search remote, handed over by the shell. */
export function HomePage({ searchBox }: { searchBox?: ReactNode }) {
  return (
    <>
      <title>SchoolPage · Websites for schools and colleges</title>
      <Hero searchBox={searchBox} />
      <FeatureCards />
      <HowItWorks />
      <FaqSection />
      <section className={styles.band} aria-labelledby="join-title">
        <h2 id="join-title" className={styles.bandTitle}>
          Ready to bring your school online?
        </h2>
        <Link to="/signup" className={styles.primary}>
          Create account
        </Link>
      </section>
    </>
  );
}
