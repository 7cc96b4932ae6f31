import { useState, type FormEvent } from 'react';
import { DISCLOSURE_GENERAL_FIELDS, type DisclosureGeneral } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
import { disclosureWords, type DisclosureWordId } from './disclosure.words';
import { savePart } from './save-part';

const HINTS: Partial<Record<keyof DisclosureGeneral, DisclosureWordId>> = {
  affiliationNumber: 'hintAffiliation',
  schoolCode: 'hintSchoolCode',
  udiseCode: 'hintUdise',
  pinCode: 'hintPin',
  phone: 'hintPhone',
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
  const words = useWords(disclosureWords);
  const [values, setValues] = useState<Partial<DisclosureGeneral>>(info.general);
  const [busy, setBusy] = useState(false);

  const hintOf = (field: keyof DisclosureGeneral) => {
    const hint = HINTS[field];
    return hint ? words.t(hint) : undefined;
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const general = Object.fromEntries(DISCLOSURE_GENERAL_FIELDS.map((field) => [field, (values[field] ?? '').trim()]));
    const saved = await savePart('general', general, feedback);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  return (
    <SectionCard title={words.t('generalTitle')}>
      {info.prefilled.length > 0 ? (
        <p className={sections.muted}>{words.t('prefilled')}</p>
      ) : null}
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={sections.fields}>
          {DISCLOSURE_GENERAL_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`general.${field}`}
              name={field}
              label={words.t(`general.${field}`)}
              hint={hintOf(field)}
              value={values[field] ?? ''}
              disabled={busy}
              {...INPUT[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel={words.t('saving')}>
            {words.t('saveGeneral')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
