import { NewTabNote } from '../a11y/new-tab-note';
import type { SocialLink } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteImage } from '../media/site-image';
import styles from './social-links.module.css';

/** The school's social media pages; each opens in a new tab. */
export function SocialLinks({ links, label = 'Follow us' }: { links: readonly SocialLink[]; label?: string }) {
  if (links.length === 0) return <EmptyState>{EMPTY_STATE_TEXTS.socialLinks}</EmptyState>;
  return (
    <ul className={styles.list} aria-label={label}>
      {links.map((link, index) => (
        <li key={link.id ?? index}>
          <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.icon?.url ? (
              <SiteImage className={styles.icon} src={link.icon.url} alt="" width={20} height={20} fixed />
            ) : null}
            {link.title}
            <NewTabNote />
          </a>
        </li>
      ))}
    </ul>
  );
}
