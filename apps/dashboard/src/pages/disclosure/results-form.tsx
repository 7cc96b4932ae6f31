import { useState, type FormEvent } from 'react';
import { BOARD_RESULTS_LABEL, passPercent, type BoardClass } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextField } from '@schoolpage/ui';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
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
    <SectionCard title="C. Board examination results">
      <p className={sections.muted} id="academics.boardResults" tabIndex={-1}>
        {BOARD_RESULTS_LABEL}: one row for each year and class (X, XII). The pass percentage is worked out for you.
      </p>
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <ol className={styles.rows} aria-label="Board results">
          {rows.map((row, index) => {
            const percent = passPercent({ registered: Number(row.registered), passed: Number(row.passed) });
            return (
              <li key={row.key}>
                <fieldset className={styles.row}>
                  <legend className={styles.legend}>Result {index + 1}</legend>
                  <TextField label="Year" name={`year-${row.key}`} inputMode="numeric" value={row.year} disabled={busy} onChange={(event) => edit(row.key, { year: event.target.value })} />
                  <SelectField label="Class" name={`class-${row.key}`} value={row.className} disabled={busy} onChange={(event) => edit(row.key, { className: event.target.value as BoardClass })}>
                    <option value="X">X</option>
                    <option value="XII">XII</option>
                  </SelectField>
                  <TextField label="Registered" name={`registered-${row.key}`} inputMode="numeric" value={row.registered} disabled={busy} onChange={(event) => edit(row.key, { registered: event.target.value })} />
                  <TextField label="Passed" name={`passed-${row.key}`} inputMode="numeric" value={row.passed} disabled={busy} onChange={(event) => edit(row.key, { passed: event.target.value })} />
                  <TextField label="Remarks (optional)" name={`remarks-${row.key}`} value={row.remarks} disabled={busy} onChange={(event) => edit(row.key, { remarks: event.target.value })} />
                  <p className={styles.computed} aria-live="polite">
                    Pass %: <strong>{percent === undefined || Number.isNaN(percent) ? '–' : `${percent}%`}</strong>
                  </p>
                  <button type="button" className={sections.deleteButton} disabled={busy} aria-label={`Remove result ${index + 1}`} onClick={() => setRows(rows.filter((r) => r.key !== row.key))}>
                    Remove
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
            Add a result
          </button>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save results
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
