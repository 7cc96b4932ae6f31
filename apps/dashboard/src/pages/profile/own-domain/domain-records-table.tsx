import { useId } from 'react';
import type { DomainRecord } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import sectionStyles from '../../../sections/sections.module.css';
import { ownDomainWords } from './own-domain.words';
import styles from './own-domain.module.css';
import { selectText } from '../select-text';

interface DomainRecordsTableProps {
  records: DomainRecord[];
  /** Says what a copy did, in the card's live region. */
  onCopied: (note: string) => void;
}

/** The records to create at the registrar, one a row, each value with its Copy button. */
export function DomainRecordsTable({ records, onCopied }: DomainRecordsTableProps) {
  const words = useWords(ownDomainWords);
  const idPrefix = useId();

  async function copy(record: DomainRecord, cell: HTMLElement | null) {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(record.value);
      onCopied(words.t('copied', { value: record.value }));
    } catch {
      selectText(cell);
      onCopied(words.t('copySelected'));
    }
  }

  return (
    <table className={styles.records}>
      <caption className={styles.recordsTitle}>{words.t('recordsTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{words.t('type')}</th>
          <th scope="col">{words.t('name')}</th>
          <th scope="col">{words.t('value')}</th>
          <th scope="col">{words.t('purpose')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record, index) => {
          const valueId = `${idPrefix}-value-${index}`;
          return (
            <tr key={`${record.type} ${record.name} ${record.value}`}>
              <td data-label={words.t('type')}>{record.type}</td>
              <td data-label={words.t('name')} className={styles.code}>
                {record.name}
              </td>
              <td data-label={words.t('value')}>
                <div className={styles.value}>
                  <span id={valueId} className={styles.code}>
                    {record.value}
                  </span>
                  <button
                    type="button"
                    className={sectionStyles.secondaryButton}
                    aria-label={words.t('copyValueOf', { type: record.type, name: record.name })}
                    onClick={() => void copy(record, document.getElementById(valueId))}
                  >
                    {words.t('copy')}
                  </button>
                </div>
              </td>
              <td data-label={words.t('purpose')}>{record.purpose}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
