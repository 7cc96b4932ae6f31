import type { OverviewItem } from '@schoolpage/content-contract';
import { altTextOf } from '@schoolpage/content-contract';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { SiteSection } from './site-section';
import styles from './overview-section.module.css';
import { itemField, useSiteWords } from '../words/site-words';

interface OverviewSectionProps {
  items: readonly OverviewItem[];
  tinted?: boolean;
}

/** The school's overview: each paragraph beside its picture (described by its alt text, captioned when it has one), sides alternating. Nothing when there is none. */
export function OverviewSection({ items, tinted }: OverviewSectionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const shown = items.filter((item) => item.overviewContent.trim());
  if (shown.length === 0) return null;
  return (
    <SiteSection id="overview" title={t('overview')} tinted={tinted}>
      <ul className={styles.rows}>
        {shown.map((item, index) => (
          <li key={item.id ?? index} className={item.imageUrl?.url ? `${styles.row} ${styles.withPicture}` : styles.row}>
            {item.imageUrl?.url ? (
              <PictureFigure caption={item.caption} className={styles.figure}>
                <SiteImage
                  className={styles.picture}
                  src={item.imageUrl.url}
                  alt={altTextOf(item)}
                  width={800}
                  height={560}
                  sizes="(min-width: 900px) 40vw, 100vw"
                />
              </PictureFigure>
            ) : null}
            <p className={styles.text} {...fieldLanguage(itemField('overview', item, items.indexOf(item), 'overviewContent'))}>
              {item.overviewContent}
            </p>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
