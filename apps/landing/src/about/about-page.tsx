import { ABOUT_FIGURES } from '@schoolpage/content-contract';
import { PageSection } from '@schoolpage/ui';
import { FigureList } from '../figures/figure-list';
import styles from './about.module.css';

const SERVICES = [
  {
    title: 'Websites without code',
    text: 'Schools fill in their content from a dashboard and get a complete, published website.',
  },
  {
    title: 'One place for parents',
    text: 'Families search institutions by name and open their sites, notices, courses and events.',
  },
  {
    title: 'Content that stays current',
    text: 'Announcements, notices, faculty and admission steps are updated in minutes by the school itself.',
  },
] as const;

const TEAM = [
  { title: 'Product and design', text: 'Shapes simple screens that school staff can use without training.' },
  { title: 'Engineering', text: 'Keeps every school site fast, secure and available around the clock.' },
  { title: 'School success', text: 'Helps institutions set up, publish and grow their websites.' },
] as const;

/** /about (spec §2): mission, vision, what we do, team, impact figures. */
export function AboutPage() {
  return (
    <>
      <title>About us · SchoolPage</title>
      <PageSection
        title="About SchoolPage"
        level={1}
        intro="SchoolPage gives every school and college a professional website it can run itself, and gives families one place to find them."
        className={styles.intro}
      >
        <div className={styles.columns}>
          <section className={styles.panel} aria-labelledby="mission-title">
            <h2 id="mission-title" className={styles.panelTitle}>
              Our mission
            </h2>
            <p className={styles.text}>
              To bring every educational institution online, whatever its size or budget, with a website its own
              staff can keep up to date.
            </p>
          </section>
          <section className={styles.panel} aria-labelledby="vision-title">
            <h2 id="vision-title" className={styles.panelTitle}>
              Our vision
            </h2>
            <p className={styles.text}>
              A world where every student and parent can find accurate, current information about any school in
              a single search.
            </p>
          </section>
        </div>
      </PageSection>
      <PageSection title="What we do">
        <ul className={styles.list}>
          {SERVICES.map(({ title, text }) => (
            <li key={title} className={styles.panel}>
              <h3 className={styles.panelTitle}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Our team" intro="A small team of educators, designers and engineers.">
        <ul className={styles.list}>
          {TEAM.map(({ title, text }) => (
            <li key={title} className={styles.panel}>
              <h3 className={styles.panelTitle}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Our impact">
        <FigureList figures={ABOUT_FIGURES} />
      </PageSection>
    </>
  );
}
