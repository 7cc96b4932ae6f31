import { PageSection } from '@schoolpage/ui';
import { FeatureIcon, type FeatureIconName } from './feature-icon';
import styles from './home.module.css';

/** Spec §2 Landing: the six feature cards. */
const FEATURES = [
  {
    icon: 'search',
    title: 'Global search',
    text: 'Parents and students find any registered school by name from one search box.',
  },
  {
    icon: 'school',
    title: 'Bring your school online',
    text: 'Publish a complete website for your institution without hiring a developer.',
  },
  {
    icon: 'cms',
    title: 'Built-in CMS',
    text: 'Manage announcements, notices, courses, faculty, events and the gallery from one dashboard, with analytics on the way.',
  },
  {
    icon: 'easy',
    title: 'Easy to use',
    text: 'Short, guided forms for every section of your site. No technical skills needed.',
  },
  {
    icon: 'templates',
    title: 'Custom templates',
    text: 'Choose the template that suits your school, preview it with sample content and switch at any time.',
  },
  {
    icon: 'mobile',
    title: 'Mobile-friendly',
    text: 'Every site reads well on phones, tablets and desktops alike.',
  },
] as const satisfies readonly { icon: FeatureIconName; title: string; text: string }[];

export function FeatureCards() {
  return (
    <PageSection title="Everything your school website needs">
      <ul className={styles.cards}>
        {FEATURES.map(({ icon, title, text }) => (
          <li key={title} className={styles.card}>
            <span className={styles.cardIcon}>
              <FeatureIcon name={icon} />
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
