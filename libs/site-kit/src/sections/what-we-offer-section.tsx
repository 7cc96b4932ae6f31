import { SiteSection } from './site-section';
import { WHAT_WE_OFFER } from './what-we-offer';
import styles from './what-we-offer-section.module.css';

/** The fixed "What We Offer" list. */
export function WhatWeOfferSection({ tinted, bold }: { tinted?: boolean; bold?: boolean }) {
  return (
    <SiteSection id="what-we-offer" title="What We Offer" tinted={tinted} bold={bold}>
      <ul className={styles.list}>
        {WHAT_WE_OFFER.map((offer, index) => (
          <li key={offer} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            {offer}
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
