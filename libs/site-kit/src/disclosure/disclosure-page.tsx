import type { DisclosureSectionLetter, SiteContent } from '@schoolpage/content-contract';
import { useToday } from '../content/today';
import { DocumentTable, FactTable, generalRows, infrastructureRows, ResultsTable, staffRows } from './disclosure-tables';
import { useSiteWords } from '../words/site-words';
import { useDisclosureWords } from './words/disclosure-words';
import styles from './disclosure-page.module.css';

/** "Print or save as PDF": the browser's print dialogue, which the page's print stylesheet makes a clean document. */
function PrintButton() {
  const t = useDisclosureWords();
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}

/**
 * `/s/<slug>/mandatory-public-disclosure`: the school's Mandatory Public Disclosure in the board's order (sections A
 * to E), each an accessible table; documents linked with their size and validity, an expired one shown as expired.
 * Printed, the school's name and the date of the last update head every page.
 */
export function DisclosurePage({ content }: { content: SiteContent }) {
  const t = useDisclosureWords();
  const { date } = useSiteWords();
  const today = useToday();
  const disclosure = content.disclosure;
  if (!disclosure) return null;
  const updated = date(disclosure.updatedAt);
  const section = (letter: DisclosureSectionLetter) => `${letter}. ${t(`section${letter}`)}`;
  return (
    <article className={styles.page} aria-labelledby="disclosure-title">
      <p className={styles.runningHead} aria-hidden="true">
        {content.organizationName} · {t('title')} · {t('updatedOn', { date: updated })}
      </p>
      <header className={styles.head}>
        <h1 id="disclosure-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.school}>{content.organizationName}</p>
        <p className={styles.updated}>
          {t('lastUpdatedOn')} <time dateTime={disclosure.updatedAt}>{updated}</time>
          {disclosure.board ? t('board', { board: disclosure.board }) : null}
        </p>
        <PrintButton />
      </header>
      <FactTable id="disclosure-general" caption={section('A')} rows={generalRows(disclosure, t)} />
      <DocumentTable id="disclosure-documents" caption={section('B')} disclosure={disclosure} section="B" today={today} />
      <DocumentTable id="disclosure-academics" caption={section('C')} disclosure={disclosure} section="C" today={today} />
      <ResultsTable id="disclosure-results" disclosure={disclosure} />
      <FactTable id="disclosure-staff" caption={section('D')} rows={staffRows(disclosure, t)} />
      <FactTable id="disclosure-infrastructure" caption={section('E')} rows={infrastructureRows(disclosure, t)} />
    </article>
  );
}
