import type { OverviewItem } from '@schoolpage/content-contract';
import { SiteImage } from '../media/site-image';
import { SiteSection } from './site-section';
import styles from './overview-section.module.css';

interface OverviewSectionProps {
  items: readonly OverviewItem[];
  tinted?: boolean;
}

/** The school's overview: each paragraph beside its picture, sides alternating. Nothing when there is none. */
export function OverviewSection({ items, tinted }: OverviewSectionProps) {
  const shown = items.filter((item) => item.overviewContent.trim());
  if (shown.length === 0) return null;
  return (
    <SiteSection id="overview" title="Overview" tinted={tinted}>
      <ul className={styles.rows}>
        {shown.map((item, index) => (
          <li key={item.id ?? index} className={styles.row}>
            {item.imageUrl?.url ? (
              <SiteImage
                className={styles.picture}
                src={item.imageUrl.url}
                alt=""
                width={800}
                height={560}
                sizes="(min-width: 900px) 40vw, 100vw"
              />
            ) : null}
            <p className={styles.text}>{item.overviewContent}</p>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
