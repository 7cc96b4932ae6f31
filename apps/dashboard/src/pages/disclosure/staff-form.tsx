import { useState, type FormEvent } from 'react';
import { DISCLOSURE_STAFF_COUNTS, DISCLOSURE_STAFF_LABELS, teacherSectionRatio, type DisclosureStaff } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
import { numberOf, textOf } from './number-text';
import { savePart } from './save-part';
import styles from './disclosure-page.module.css';

const FIELDS = [...DISCLOSURE_STAFF_COUNTS, 'sections', 'teacherSectionRatio'] as const;
type StaffField = (typeof FIELDS)[number];

/** Section D: how many of each; the teacher-section ratio is worked out from the number of sections, or typed without it. */
export function StaffForm({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const stored: DisclosureStaff = info.staff;
  const [values, setValues] = useState<Record<StaffField, string>>(() => Object.fromEntries(FIELDS.map((field) => [field, field === 'teacherSectionRatio' && stored.sections ? '' : textOf(stored[field])])) as Record<StaffField, string>);
  const [busy, setBusy] = useState(false);
  const staff = Object.fromEntries(FIELDS.map((field) => [field, numberOf(values[field])]).filter(([, value]) => value !== undefined)) as DisclosureStaff;
  const hasSections = Boolean(staff.sections);
  const ratio = teacherSectionRatio(staff);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { teacherSectionRatio: typed, ...counts } = staff;
    const saved = await savePart('staff', hasSections ? counts : { ...counts, ...(typed === undefined ? {} : { teacherSectionRatio: typed }) }, feedback);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const field = (name: StaffField, label: string, hint?: string) => (
    <TextField key={name} id={`staff.${name}`} name={name} label={label} hint={hint} inputMode={name === 'teacherSectionRatio' ? 'decimal' : 'numeric'} value={values[name]} disabled={busy} onChange={(event) => setValues({ ...values, [name]: event.target.value })} />
  );

  return (
    <SectionCard title="D. Staff (teaching)">
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={sections.fields}>
          {DISCLOSURE_STAFF_COUNTS.map((name) => field(name, DISCLOSURE_STAFF_LABELS[name]))}
          {field('sections', 'Number of sections', 'With it, the teacher-section ratio is worked out for you.')}
          {hasSections ? (
            <p className={styles.computed} id="staff.teacherSectionRatio" tabIndex={-1} aria-live="polite">
              Teacher-section ratio: <strong>{ratio === undefined ? '–' : `${ratio} : 1`}</strong>
            </p>
          ) : (
            field('teacherSectionRatio', 'Teacher-section ratio (teachers per section)', 'e.g. 1.5')
          )}
        </div>
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save staff
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
