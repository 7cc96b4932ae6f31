import type { OfferItem } from '@schoolpage/content-contract';
import { SiteSection } from './site-section';
import styles from './what-we-offer-section.module.css';
import { itemField, useSiteWords } from '../words/site-words';

interface WhatWeOfferSectionProps {
  /** The school's own list (a new site: the spec's six); an empty list hides the section. */
  offers: readonly OfferItem[];
  tinted?: boolean;
  bold?: boolean;
}

/** "What We Offer": the school's short items, numbered, each with its line of text when it has one. */
export function WhatWeOfferSection({ offers, tinted, bold }: WhatWeOfferSectionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const shown = offers.filter((offer) => offer.title.trim());
  if (shown.length === 0) return null;
  return (
    <SiteSection id="what-we-offer" title={t('whatWeOffer')} tinted={tinted} bold={bold}>
      <ul className={styles.list}>
        {shown.map((offer, index) => (
          <li key={`${index}-${offer.title}`} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.words}>
              <span className={styles.title} {...fieldLanguage(itemField('offers', offer, offers.indexOf(offer), 'title'))}>
                {offer.title}
              </span>
              {offer.text?.trim() ? (
                <span className={styles.text} {...fieldLanguage(itemField('offers', offer, offers.indexOf(offer), 'text'))}>
                  {offer.text}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
