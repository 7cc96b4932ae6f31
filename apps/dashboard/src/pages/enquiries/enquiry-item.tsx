import { useState, type FormEvent } from 'react';
import { DASHBOARD_API, ENQUIRY_LIMITS, ENQUIRY_STATUSES, readablePhone, type Enquiry, type EnquiryStatus } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextAreaField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import styles from '../../sections/sections.module.css';
import { schoolTimeText } from '../alert/school-time-text';
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import own from './enquiries-page.module.css';
import { enquiriesWords } from './enquiries.words';

const pathOf = (id: string) => DASHBOARD_API.enquiry.replace(':id', encodeURIComponent(id));

interface EnquiryItemProps {
  enquiry: Enquiry;
  feedback: Feedback;
  onChanged: () => Promise<void>;
  onDelete: (enquiry: Enquiry) => void;
}

/** One enquiry of the inbox: who asks about which class, how to reach them, and what the school has done about it. */
export function EnquiryItem({ enquiry, feedback, onChanged, onDelete }: EnquiryItemProps) {
  const words = useWords(enquiriesWords);
  const timeZone = useSchoolTimeZone();
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [note, setNote] = useState(enquiry.note);
  const [saving, setSaving] = useState(false);
  const phone = readablePhone(enquiry.phone) ?? enquiry.phone;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      feedback.success(successText(await apiRequest(pathOf(enquiry.id), { method: 'PATCH', json: { status, note } }), words.t('updated')));
      await onChanged();
    } catch (error) {
      feedback.error(words.t('updateFailed', { message: failureText('{message}', error) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className={own.enquiry} aria-labelledby={`enquiry-${enquiry.id}`}>
      <div className={own.head}>
        <h3 id={`enquiry-${enquiry.id}`} className={styles.itemTitle}>
          {enquiry.studentName} — {enquiry.classSought}
        </h3>
        <span className={`${own.status} ${own[`status-${enquiry.status}`] ?? ''}`}>{words.t(`status:${enquiry.status}`)}</span>
      </div>
      <p className={styles.itemMeta}>{words.t('received', { when: schoolTimeText(enquiry.createdAt, words.language, timeZone) })}</p>
      <dl className={own.details}>
        <dt>{words.t('parent')}</dt>
        <dd>{enquiry.parentName}</dd>
        <dt>{words.t('phone')}</dt>
        <dd>
          <a href={`tel:${enquiry.phone}`}>{phone}</a>
        </dd>
        {enquiry.email ? (
          <>
            <dt>{words.t('email')}</dt>
            <dd>
              <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
            </dd>
          </>
        ) : null}
        {enquiry.message ? (
          <>
            <dt>{words.t('message')}</dt>
            <dd className={own.message}>{enquiry.message}</dd>
          </>
        ) : null}
      </dl>
      <form className={own.change} onSubmit={(e) => void save(e)}>
        <SelectField label={words.t('status')} value={status} onChange={(e) => setStatus(e.target.value as EnquiryStatus)}>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {words.t(`status:${s}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={words.t('note')} rows={2} maxLength={ENQUIRY_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className={own.actions}>
          <SubmitButton busy={saving} busyLabel={words.t('saving')}>
            {words.t('save')}
          </SubmitButton>
          <button type="button" className={styles.deleteButton} onClick={() => onDelete(enquiry)}>
            {words.t('delete')}
          </button>
        </div>
      </form>
    </li>
  );
}
