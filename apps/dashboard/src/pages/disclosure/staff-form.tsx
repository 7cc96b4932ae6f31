import { useState, type FormEvent } from 'react';
import { DISCLOSURE_STAFF_COUNTS, teacherSectionRatio, type DisclosureStaff } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
import { disclosureWords } from './disclosure.words';
import { numberOf, textOf } from './number-text';
import { savePart } from './save-part';
import styles from './disclosure-page.module.css';

const FIELDS = [...DISCLOSURE_STAFF_COUNTS, 'sections', 'teacherSectionRatio'] as const;
type StaffField = (typeof FIELDS)[number];

/** Section D: how many of each; the teacher-section ratio is worked out from the number of sections, or typed without it. */
export function StaffForm({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const words = useWords(disclosureWords);
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
    <SectionCard title={words.t('staffTitle')}>
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={sections.fields}>
          {DISCLOSURE_STAFF_COUNTS.map((name) => field(name, words.t(`staff.${name}`)))}
          {field('sections', words.t('sections'), words.t('sectionsHint'))}
          {hasSections ? (
            <p className={styles.computed} id="staff.teacherSectionRatio" tabIndex={-1} aria-live="polite">
              {words.t('ratio')}
              <strong>{ratio === undefined ? '–' : `${ratio} : 1`}</strong>
            </p>
          ) : (
            field('teacherSectionRatio', words.t('ratioTyped'), words.t('ratioHint'))
          )}
        </div>
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel={words.t('saving')}>
            {words.t('saveStaff')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
