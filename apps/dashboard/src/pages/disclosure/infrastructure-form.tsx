import { useState, type FormEvent } from 'react';
import { DISCLOSURE_INFRASTRUCTURE_LABELS as LABELS, type DisclosureInfrastructure } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextField } from '@schoolpage/ui';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import type { DisclosureInfo } from './disclosure-info';
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

/** A number and size of rooms, sent only when both are given (a half-given pair is sent so the server names it). */
function rooms(count: string, size: string) {
  return count.trim() === '' && size.trim() === '' ? undefined : { count: numberOf(count), sizeSqft: numberOf(size) };
}

/** Section E, "School infrastructure". */
export function InfrastructureForm({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
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

  const field = (name: Text, label: string, id: string | undefined, hint?: string) => (
    <TextField
      key={name}
      id={id}
      name={name}
      label={label}
      hint={hint}
      inputMode={name === 'inspectionVideoUrl' ? 'url' : 'decimal'}
      type={name === 'inspectionVideoUrl' ? 'url' : 'text'}
      value={values[name]}
      disabled={busy}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <SectionCard title="E. School infrastructure">
      <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={sections.fields}>
          {field('campusAreaSqm', LABELS.campusAreaSqm, 'infrastructure.campusAreaSqm')}
          {field('classroomCount', 'Number of classrooms', 'infrastructure.classrooms')}
          {field('classroomSize', 'Size of each classroom (sq ft)', undefined)}
          {field('laboratoryCount', 'Number of laboratories (computer labs included)', 'infrastructure.laboratories')}
          {field('laboratorySize', 'Size of each laboratory (sq ft)', undefined)}
          {field('librarySize', LABELS.library, 'infrastructure.library')}
          {field('computers', LABELS.computers, 'infrastructure.computers')}
          <SelectField id="infrastructure.internet" name="internet" label={LABELS.internet} value={internet} disabled={busy} onChange={(event) => setInternet(event.target.value)}>
            <option value="">Choose</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </SelectField>
          {field('girlsToilets', LABELS.girlsToilets, 'infrastructure.girlsToilets')}
          {field('boysToilets', LABELS.boysToilets, 'infrastructure.boysToilets')}
          {field('inspectionVideoUrl', LABELS.inspectionVideoUrl, 'infrastructure.inspectionVideoUrl', 'A youtube.com or youtu.be link.')}
        </div>
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save infrastructure
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
