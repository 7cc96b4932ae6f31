import type { TextSection } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { SiteSection, type SiteSectionProps } from './site-section';
import styles from './card-grid.module.css';
import { itemField, useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface TextSectionsProps extends Omit<SiteSectionProps, 'children'> {
  items: readonly TextSection[];
  /** The first section of its page: its first picture is on the first screen, so it loads at once. */
  leading?: boolean;
}

/** History, facilities or activities: titled cards with an optional picture each (described by its alt text, else the title; captioned when it has one). */
export function TextSections({ items, leading = false, ...section }: TextSectionsProps) {
  const { t, fieldLanguage } = useSiteWords();
  // The section's id is its list's name (history, facilities, activities): its items' fields are found by it.
  const field = (item: TextSection, index: number, key: string) => fieldLanguage(itemField(section.id, item, index, key));
  if (!useSectionShown(section.id as 'history' | 'facilities' | 'activities', items.length === 0)) return null;
  return (
    <SiteSection {...section}>
      {items.length === 0 ? (
        <EmptyState>{t('emptyUploadingSoon')}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li key={item.id ?? index} className={styles.card}>
              {item.imageUrl?.url ? (
                <PictureFigure caption={item.caption} captionLanguage={field(item, index, 'caption')}>
                  <SiteImage
                    className={styles.picture}
                    src={item.imageUrl.url}
                    alt={item.altText?.trim() || item.title}
                    altLanguage={field(item, index, item.altText?.trim() ? 'altText' : 'title')}
                    width={640}
                    height={400}
                    priority={leading && index === 0}
                    sizes="(min-width: 900px) 33vw, 100vw"
                  />
                </PictureFigure>
              ) : null}
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle} {...field(item, index, 'title')}>
                  {item.title}
                </h3>
                <p className={styles.cardText} {...field(item, index, 'content')}>
                  {item.content}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SiteSection>
  );
}
