import { PageSection } from '@schoolpage/ui';
import styles from './home.module.css';

/** Spec §2 Landing: the 3-step how-it-works section. */
const STEPS = [
  {
    title: 'Create your account',
    text: "Sign up with your institution's name and verify your e-mail address.",
  },
  {
    title: 'Add your content',
    text: 'Fill in your welcome message, courses, faculty, notices, gallery and contact details.',
  },
  {
    title: 'Choose a template and publish',
    text: 'Pick a template, preview it, and publish your website with one click.',
  },
] as const;

export function HowItWorks() {
  return (
    <PageSection title="How it works">
      <ol className={styles.steps}>
        {STEPS.map(({ title, text }) => (
          <li key={title} className={styles.step}>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
