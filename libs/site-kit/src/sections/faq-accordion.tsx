import { useId, useState } from 'react';
import type { FaqItem } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EmailAddress } from '../links/contact-links';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import styles from './faq-accordion.module.css';

interface FaqAccordionProps {
  faq: readonly FaqItem[];
  /** The school's first e-mail, to which visitors can send questions while there is no FAQ. */
  email?: string;
}

/** Questions and answers, one open at a time; the first is open when the page loads. */
export function FaqAccordion({ faq, email }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();

  if (faq.length === 0) {
    return (
      <div>
        <EmptyState>{EMPTY_STATE_TEXTS.faq}</EmptyState>
        <p className={styles.ask}>
          {email ? <EmailAddress address={email}>{EMPTY_STATE_TEXTS.askByEmail}</EmailAddress> : EMPTY_STATE_TEXTS.askByEmail}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.list}>
      {/* Without JavaScript the questions cannot be opened, so every answer is shown. */}
      <noscript>
        <style>{`.${styles.answer}[hidden]{display:block}`}</style>
      </noscript>
      {faq.map((item, index) => {
        const expanded = open === index;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={item.id ?? index} className={styles.item}>
            <h3 className={styles.question}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
                <span className={styles.sign} aria-hidden="true">
                  +
                </span>
              </button>
            </h3>
            <p id={answerId} className={styles.answer} hidden={!expanded}>
              {item.answer}
            </p>
          </div>
        );
      })}
    </div>
  );
}
