import { useState, type FormEvent } from 'react';
import type { DisclosureInfrastructure } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
import { disclosureWords, type DisclosureWordId } from './disclosure.words';
import { numberOf, textOf } from './number-text';
import { savePart } from './save-part';

type Text = 'campusAreaSqm' | 'classroomCount' | 'classroomSize' | 'laboratoryCount' | 'laboratorySize' | 'librarySize' | 'computers' | 'girlsToilets' | 'boysToilets' | 'inspectionVideoUrl';

function textsOf(stored: DisclosureInfrastructure): Record<Text, string> {
  return {
    campusAreaSqm: textOf(stored.campusAreaSqm),
    classroomCount: textOf(stored.classrooms?.count),
    classroomSize: textOf(stored.classrooms?.sizeSqft),
    laboratoryCount: textOf(stored.laboratories?.count),
    laboratorySize: textOf(stored.laboratories?.sizeSqft),
    librarySize: textOf(stored.library?.sizeSqft),
    computers: textOf(stored.computers),
    girlsToilets: textOf(stored.girlsToilets),
    boysToilets: textOf(stored.boysToilets),
    inspectionVideoUrl: stored.inspectionVideoUrl ?? '',
  };
}

/** A text field of the form: its name, its label and hint (message ids), and the id the completeness list links to. */
interface TextFieldWords {
  name: Text;
  label: DisclosureWordId;
  id?: string;
  hint?: DisclosureWordId;
}

const BEFORE_INTERNET: TextFieldWords[] = [
  { name: 'campusAreaSqm', label: 'infrastructure.campusAreaSqm', id: 'infrastructure.campusAreaSqm' },
  { name: 'classroomCount', label: 'classroomCount', id: 'infrastructure.classrooms' },
  { name: 'classroomSize', label: 'classroomSize' },
  { name: 'laboratoryCount', label: 'laboratoryCount', id: 'infrastructure.laboratories' },
  { name: 'laboratorySize', label: 'laboratorySize' },
  { name: 'librarySize', label: 'infrastructure.library', id: 'infrastructure.library' },
  { name: 'computers', label: 'infrastructure.computers', id: 'infrastructure.computers' },
];
const AFTER_INTERNET: TextFieldWords[] = [
  { name: 'girlsToilets', label: 'infrastructure.girlsToilets', id: 'infrastructure.girlsToilets' },
  { name: 'boysToilets', label: 'infrastructure.boysToilets', id: 'infrastructure.boysToilets' },
  { name: 'inspectionVideoUrl', label: 'infrastructure.inspectionVideoUrl', id: 'infrastructure.inspectionVideoUrl', hint: 'videoHint' },
];
/** The internet facility's choices: nothing said yet, yes or no. */
const INTERNET_ANSWERS = [
  ['', 'choose'],
  ['yes', 'yes'],
  ['no', 'no'],
] as const satisfies readonly (readonly [string, DisclosureWordId])[];

/** A number and size of rooms, sent only when both are given (a half-given pair is sent so the server names it). */
function rooms(count: string, size: string) {
  return count.trim() === '' && size.trim() === '' ? undefined : { count: numberOf(count), sizeSqft: numberOf(size) };
}

/** Section E, "School infrastructure". */
export function InfrastructureForm({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const words = useWords(disclosureWords);
  const [values, setValues] = useState(() => textsOf(info.infrastructure));
  const [internet, setInternet] = useState(info.infrastructure.internet === undefined ? '' : info.infrastructure.internet ? 'yes' : 'no');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const infrastructure = {
      campusAreaSqm: numberOf(values.campusAreaSqm),
      classrooms: rooms(values.classroomCount, values.classroomSize),
      laboratories: rooms(values.laboratoryCount, values.laboratorySize),
      library: values.librarySize.trim() ? { sizeSqft: numberOf(values.librarySize) } : undefined,
      computers: numberOf(values.computers),
      internet: internet === '' ? undefined : internet === 'yes',
      girlsToilets: numberOf(values.girlsToilets),
      boysToilets: numberOf(values.boysToilets),
      inspectionVideoUrl: values.inspectionVideoUrl.trim() || undefined,
    };
    const saved = await savePart('infrastructure', JSON.parse(JSON.stringify(infrastructure)), feedback);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const field = ({ name, label, id, hint }: TextFieldWords) => (
    <TextField
      key={name}
      id={id}
      name={name}
      label={words.t(label)}
      hint={hint ? words.t(hint) : undefined}
      inputMode={name === 'inspectionVideoUrl' ? 'url' : 'decimal'}
      type={name === 'inspectionVideoUrl' ? 'url' : 'text'}
      value={values[name]}
      disabled={busy}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <SectionCard title={words.t('infrastructureTitle')}>
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={sections.fields}>
          {BEFORE_INTERNET.map(field)}
          <SelectField id="infrastructure.internet" name="internet" label={words.t('infrastructure.internet')} value={internet} disabled={busy} onChange={(event) => setInternet(event.target.value)}>
            {INTERNET_ANSWERS.map(([value, word]) => (
              <option key={value} value={value}>
                {words.t(word)}
              </option>
            ))}
          </SelectField>
          {AFTER_INTERNET.map(field)}
        </div>
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel={words.t('saving')}>
            {words.t('saveInfrastructure')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
