import { NewTabNote } from '../a11y/new-tab-note';
import { socialUrl, type SocialLink } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { SiteImage } from '../media/site-image';
import styles from './social-links.module.css';
import { useSectionShown } from '../empty-state/hidden-empty-sections';
import { useSiteWords } from '../words/site-words';

/** The school's social media pages; each opens in a new tab (one whose address is not a web address is named only). */
export function SocialLinks({ links, label }: { links: readonly SocialLink[]; label?: string }) {
  const { t } = useSiteWords();
  const shown = useSectionShown('socialMedia', links.length === 0);
  if (links.length === 0) return shown ? <EmptyState>{t('emptySocialLinks')}</EmptyState> : null;
  return (
    <ul className={styles.list} aria-label={label ?? t('followUsLinks')}>
      {links.map((link, index) => {
        const icon = link.icon?.url ? <SiteImage className={styles.icon} src={link.icon.url} alt="" width={20} height={20} fixed /> : null;
        const href = socialUrl(link.url);
        return (
          <li key={link.id ?? index}>
            {href ? (
              <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                {icon}
                {link.title}
                <NewTabNote />
              </a>
            ) : (
              <span className={styles.link}>
                {icon}
                {link.title}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
