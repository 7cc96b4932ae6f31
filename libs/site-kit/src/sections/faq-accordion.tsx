import { useId, useState } from 'react';
import type { FaqItem } from '@schoolpage/content-contract';
import { EmptyState } from '../empty-state/empty-state';
import { EmailAddress } from '../links/contact-links';
import styles from './faq-accordion.module.css';
import { FieldText, itemField, useSiteWords } from '../words/site-words';

interface FaqAccordionProps {
  faq: readonly FaqItem[];
  /** The school's first e-mail, to which visitors can send questions while there is no FAQ. */
  email?: string;
}

/** Questions and answers, one open at a time; the first is open when the page loads. */
export function FaqAccordion({ faq, email }: FaqAccordionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();

  if (faq.length === 0) {
    return (
      <div>
        <EmptyState>{t('emptyFaq')}</EmptyState>
        <p className={styles.ask}>
          {email ? <EmailAddress address={email}>{t('emptyAskByEmail')}</EmailAddress> : t('emptyAskByEmail')}
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
                <FieldText path={itemField('faq', item, index, 'question')}>{item.question}</FieldText>
                <span className={styles.sign} aria-hidden="true">
                  +
                </span>
              </button>
            </h3>
            <p id={answerId} className={styles.answer} hidden={!expanded} {...fieldLanguage(itemField('faq', item, index, 'answer'))}>
              {item.answer}
            </p>
          </div>
        );
      })}
    </div>
  );
}
