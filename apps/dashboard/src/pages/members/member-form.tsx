import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { DASHBOARD_MESSAGES as M, LIST_SECTIONS, uploadProblem, type MemberType } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { useUnsavedChanges } from '../../forms/unsaved-changes';
import { UploadProgress } from '../../forms/upload-progress';
import { useSaveRequest } from '../../forms/use-save-request';
import { FileInput } from '../../sections/file-input';
import styles from '../../sections/sections.module.css';
import { membersWords } from './members.words';
import { RepeatableEntries } from './repeatable-entries';
import { draftName, NO_ENTRIES, previewValues, typedMember, type MemberLists, type TypedMemberValues } from './typed-member';

/** Spec §7: one path adds to either list. */
const MEMBERS_PATH = LIST_SECTIONS.facultyMember.addPath ?? LIST_SECTIONS.facultyMember.path;

const MEMBER_TYPES: readonly MemberType[] = ['faculty', 'staff'];

interface MemberFormProps {
  feedback: Feedback;
  onSaved: (answer: ApiAnswer) => void;
  /** Takes what is typed, as it is typed, for the live preview of the list the member will join. */
  onTyped?: (typed: TypedMemberValues) => void;
}

/**
 * Spec §2 "Members": one form (faculty/staff, name, image, designation and the repeatable
 * qualification, e-mail and phone lists), sent as multipart. No required checks (spec §5).
 */
export function MemberForm({ feedback, onSaved, onTyped }: MemberFormProps) {
  const words = useWords(membersWords);
  const [lists, setLists] = useState<MemberLists>(NO_ENTRIES);
  const save = useSaveRequest();
  const busy = save.busy;
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  /** A new round remounts the form, so every control starts empty again after a save. */
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const onTypedRef = useRef(onTyped);
  onTypedRef.current = onTyped;

  const tellTyped = useCallback((current: MemberLists) => {
    const form = formRef.current;
    if (!form || !onTypedRef.current) return;
    const member = typedMember(form, current);
    onTypedRef.current({ memberType: member.memberType, values: previewValues(member) });
  }, []);
  // An entry added or removed with its buttons changes the member as typing does.
  useEffect(() => tellTyped(lists), [lists, round, tellTyped]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const member = typedMember(event.currentTarget, lists);

    const payload = new FormData();
    payload.append('memberType', member.memberType);
    payload.append('fullName', member.fullName);
    payload.append('designation', member.designation);
    payload.append('qualification', JSON.stringify(member.qualification));
    member.email.forEach((email) => payload.append('email', email));
    member.phone.forEach((phone) => payload.append('phone', phone));
    const image = member.image;
    const problem = image && uploadProblem('image', image);
    if (problem) {
      feedback.error(problem);
      return;
    }
    if (image) payload.append('memberImage', image);
    if (image && member.altText) payload.append('altText', member.altText);

    try {
      const body = await save.send(MEMBERS_PATH, { method: 'POST', form: payload });
      setDirty(false);
      setLists(NO_ENTRIES);
      setRound((n) => n + 1);
      feedback.success(successText(body));
      onSaved(body);
    } catch (error) {
      feedback.error(failureText(M.memberFailed, error));
    }
  }

  const repeatable = (key: keyof MemberLists, label: string, type?: 'email' | 'tel') => (
    <RepeatableEntries
      label={label}
      draftName={draftName(key)}
      type={type}
      entries={lists[key]}
      onChange={(next) => {
        setDirty(true);
        setLists((all) => ({ ...all, [key]: next }));
      }}
      disabled={busy}
    />
  );

  return (
    <form
      key={round}
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onInput={() => {
        setDirty(true);
        tellTyped(lists);
      }}
      noValidate
    >
      <fieldset className={styles.radioGroup} disabled={busy}>
        <legend>{words.t('memberType')}</legend>
        {MEMBER_TYPES.map((type) => (
          <label key={type} className={styles.radio}>
            <input type="radio" name="memberType" value={type} defaultChecked={type === 'faculty'} />
            {words.t(type)}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <TextField label={words.t('fullName')} name="fullName" disabled={busy} />
        <TextField label={words.t('designation')} name="designation" disabled={busy} />
        <FileInput label={words.t('memberImage')} name="memberImage" kind="image" disabled={busy} />
        <TextField label={words.t('altText')} placeholder={words.t('altTextExample')} name="altText" disabled={busy} />
      </div>
      <div className={styles.fields}>
        {repeatable('qualification', words.t('qualification'))}
        {repeatable('email', words.t('email'), 'email')}
        {repeatable('phone', words.t('phone'), 'tel')}
      </div>
      <UploadProgress progress={save.progress} />
      <SubmitButton busy={busy} busyLabel={words.t('saving')}>
        {words.t('addMember')}
      </SubmitButton>
    </form>
  );
}
