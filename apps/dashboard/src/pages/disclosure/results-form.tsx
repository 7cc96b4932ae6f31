import { useState, type FormEvent } from 'react';
import { passPercent, type BoardClass } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
import { disclosureWords } from './disclosure.words';
import { numberOf, textOf } from './number-text';
import { savePart } from './save-part';
import styles from './disclosure-page.module.css';

interface ResultRow {
  key: number;
  year: string;
  className: BoardClass;
  registered: string;
  passed: string;
  remarks: string;
}

let nextKey = 0;
const rowsOf = (info: DisclosureInfo): ResultRow[] =>
  info.academics.boardResults.map((row) => ({ key: nextKey++, year: String(row.year), className: row.className, registered: textOf(row.registered), passed: textOf(row.passed), remarks: row.remarks ?? '' }));

/** The board results, one row per year and class; the pass percentage is worked out as the numbers are typed. */
export function ResultsForm({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const words = useWords(disclosureWords);
  const [rows, setRows] = useState<ResultRow[]>(() => rowsOf(info));
  const [busy, setBusy] = useState(false);
  const edit = (key: number, part: Partial<ResultRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...part } : row)));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const boardResults = rows.map((row) => ({
      year: numberOf(row.year),
      className: row.className,
      registered: numberOf(row.registered),
      passed: numberOf(row.passed),
      ...(row.remarks.trim() ? { remarks: row.remarks.trim() } : {}),
    }));
    const saved = await savePart('academics', { boardResults }, feedback);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  return (
    <SectionCard title={words.t('resultsTitle')}>
      <p className={sections.muted} id="academics.boardResults" tabIndex={-1}>
        {words.t('resultsIntro', { label: words.t('academics.boardResults') })}
      </p>
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <ol className={styles.rows} aria-label={words.t('boardResults')}>
          {rows.map((row, index) => {
            const percent = passPercent({ registered: Number(row.registered), passed: Number(row.passed) });
            return (
              <li key={row.key}>
                <fieldset className={styles.row}>
                  <legend className={styles.legend}>{words.t('result', { number: index + 1 })}</legend>
                  <TextField label={words.t('year')} name={`year-${row.key}`} inputMode="numeric" value={row.year} disabled={busy} onChange={(event) => edit(row.key, { year: event.target.value })} />
                  <SelectField label={words.t('className')} name={`class-${row.key}`} value={row.className} disabled={busy} onChange={(event) => edit(row.key, { className: event.target.value as BoardClass })}>
                    <option value="X">X</option>
                    <option value="XII">XII</option>
                  </SelectField>
                  <TextField label={words.t('registered')} name={`registered-${row.key}`} inputMode="numeric" value={row.registered} disabled={busy} onChange={(event) => edit(row.key, { registered: event.target.value })} />
                  <TextField label={words.t('passed')} name={`passed-${row.key}`} inputMode="numeric" value={row.passed} disabled={busy} onChange={(event) => edit(row.key, { passed: event.target.value })} />
                  <TextField label={words.t('remarks')} name={`remarks-${row.key}`} value={row.remarks} disabled={busy} onChange={(event) => edit(row.key, { remarks: event.target.value })} />
                  <p className={styles.computed} aria-live="polite">
                    {words.t('passPercent')}
                    <strong>{percent === undefined || Number.isNaN(percent) ? '–' : `${percent}%`}</strong>
                  </p>
                  <button type="button" className={sections.deleteButton} disabled={busy} aria-label={words.t('removeResult', { number: index + 1 })} onClick={() => setRows(rows.filter((r) => r.key !== row.key))}>
                    {words.t('remove')}
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className={sections.formActions}>
          <button
            type="button"
            className={sections.secondaryButton}
            disabled={busy}
            onClick={() => setRows([...rows, { key: nextKey++, year: '', className: 'X', registered: '', passed: '', remarks: '' }])}
          >
            {words.t('addResult')}
          </button>
          <SubmitButton busy={busy} busyLabel={words.t('saving')}>
            {words.t('saveResults')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
