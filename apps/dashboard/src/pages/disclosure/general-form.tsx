import { useState, type FormEvent } from 'react';
import { DISCLOSURE_GENERAL_FIELDS, DISCLOSURE_GENERAL_LABELS, type DisclosureGeneral } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
import { savePart } from './save-part';

const HINTS: Partial<Record<keyof DisclosureGeneral, string>> = {
  affiliationNumber: 'CBSE: 7 digits.',
  schoolCode: 'CBSE: 5 digits.',
  udiseCode: '11 digits.',
  pinCode: '6 digits.',
  phone: 'As you write it, e.g. 0135 271 2345.',
};
const INPUT: Partial<Record<keyof DisclosureGeneral, { inputMode?: 'numeric' | 'email' | 'tel'; type?: string }>> = {
  affiliationNumber: { inputMode: 'numeric' },
  schoolCode: { inputMode: 'numeric' },
  udiseCode: { inputMode: 'numeric' },
  pinCode: { inputMode: 'numeric' },
  email: { type: 'email' },
  phone: { type: 'tel' },
};

/** Section A, "General information": prefilled from what the school entered elsewhere until it is saved here. */
export function GeneralForm({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const [values, setValues] = useState<Partial<DisclosureGeneral>>(info.general);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const general = Object.fromEntries(DISCLOSURE_GENERAL_FIELDS.map((field) => [field, (values[field] ?? '').trim()]));
    const saved = await savePart('general', general, feedback);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  return (
    <SectionCard title="A. General information">
      {info.prefilled.length > 0 ? (
        <p className={sections.muted}>Some fields are filled in from your site's details. Check them and save.</p>
      ) : null}
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={sections.fields}>
          {DISCLOSURE_GENERAL_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`general.${field}`}
              name={field}
              label={DISCLOSURE_GENERAL_LABELS[field]}
              hint={HINTS[field]}
              value={values[field] ?? ''}
              disabled={busy}
              {...INPUT[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save general information
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
