import { useState, type FormEvent } from 'react';
import { DASHBOARD_MESSAGES as M, type MemberType } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { DASHBOARD_API } from '../../api/dashboard-api-paths';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { ACCEPT, chosenFile } from '../../sections/field-spec';
import styles from '../../sections/sections.module.css';
import { RepeatableEntries } from './repeatable-entries';

const MEMBER_TYPES: readonly { value: MemberType; label: string }[] = [
  { value: 'faculty', label: 'Faculty' },
  { value: 'staff', label: 'Staff' },
];

interface MemberLists {
  qualification: string[];
  email: string[];
  phone: string[];
}

const NO_ENTRIES: MemberLists = { qualification: [], email: [], phone: [] };

/**
 * Spec §2 "Members": one form (faculty/staff, name, image, designation and the repeatable
 * qualification, e-mail and phone lists), sent as multipart. No required checks (spec §5).
 */
export function MemberForm({ feedback, onSaved }: { feedback: Feedback; onSaved: () => void }) {
  const [lists, setLists] = useState<MemberLists>(NO_ENTRIES);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const payload = new FormData();
    payload.append('memberType', String(data.get('memberType') ?? 'faculty'));
    payload.append('fullName', String(data.get('fullName') ?? '').trim());
    payload.append('designation', String(data.get('designation') ?? '').trim());
    payload.append('qualification', JSON.stringify(lists.qualification));
    lists.email.forEach((email) => payload.append('email', email));
    lists.phone.forEach((phone) => payload.append('phone', phone));
    const image = chosenFile(formElement, 'memberImage');
    if (image) payload.append('memberImage', image);

    setBusy(true);
    try {
      const body = await apiRequest(DASHBOARD_API.member, { method: 'POST', form: payload });
      formElement.reset();
      setLists(NO_ENTRIES);
      feedback.success(successText(body));
      onSaved();
    } catch (error) {
      feedback.error(failureText(M.memberFailed, error));
    } finally {
      setBusy(false);
    }
  }

  const setList = (key: keyof MemberLists) => (entries: string[]) => setLists((all) => ({ ...all, [key]: entries }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.radioGroup} disabled={busy}>
        <legend>Member type</legend>
        {MEMBER_TYPES.map((type) => (
          <label key={type.value} className={styles.radio}>
            <input type="radio" name="memberType" value={type.value} defaultChecked={type.value === 'faculty'} />
            {type.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <TextField label="Full name" name="fullName" disabled={busy} />
        <TextField label="Designation" name="designation" disabled={busy} />
        <TextField label="Member image" name="memberImage" type="file" accept={ACCEPT.image} disabled={busy} />
      </div>
      <div className={styles.fields}>
        <RepeatableEntries label="Qualification" entries={lists.qualification} onChange={setList('qualification')} disabled={busy} />
        <RepeatableEntries label="E-mail" type="email" entries={lists.email} onChange={setList('email')} disabled={busy} />
        <RepeatableEntries label="Phone" type="tel" entries={lists.phone} onChange={setList('phone')} disabled={busy} />
      </div>
      <SubmitButton busy={busy} busyLabel="Saving...">
        Add member
      </SubmitButton>
    </form>
  );
}
