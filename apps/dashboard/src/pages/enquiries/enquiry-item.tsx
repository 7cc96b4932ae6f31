import { useState, type FormEvent } from 'react';
import { DASHBOARD_API, ENQUIRY_LIMITS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, readablePhone, readableInstant, type Enquiry, type EnquiryStatus } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextAreaField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import styles from '../../sections/sections.module.css';
import own from './enquiries-page.module.css';

const pathOf = (id: string) => DASHBOARD_API.enquiry.replace(':id', encodeURIComponent(id));

interface EnquiryItemProps {
  enquiry: Enquiry;
  feedback: Feedback;
  onChanged: () => Promise<void>;
  onDelete: (enquiry: Enquiry) => void;
}

/** One enquiry of the inbox: who asks about which class, how to reach them, and what the school has done about it. */
export function EnquiryItem({ enquiry, feedback, onChanged, onDelete }: EnquiryItemProps) {
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [note, setNote] = useState(enquiry.note);
  const [saving, setSaving] = useState(false);
  const phone = readablePhone(enquiry.phone) ?? enquiry.phone;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      feedback.success(successText(await apiRequest(pathOf(enquiry.id), { method: 'PATCH', json: { status, note } }), 'Enquiry updated.'));
      await onChanged();
    } catch (error) {
      feedback.error(failureText('Failed to update: {message}', error));
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
        <span className={`${own.status} ${own[`status-${enquiry.status}`] ?? ''}`}>{ENQUIRY_STATUS_LABELS[enquiry.status]}</span>
      </div>
      <p className={styles.itemMeta}>Received {readableInstant(enquiry.createdAt)}</p>
      <dl className={own.details}>
        <dt>Parent</dt>
        <dd>{enquiry.parentName}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${enquiry.phone}`}>{phone}</a>
        </dd>
        {enquiry.email ? (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
            </dd>
          </>
        ) : null}
        {enquiry.message ? (
          <>
            <dt>Message</dt>
            <dd className={own.message}>{enquiry.message}</dd>
          </>
        ) : null}
      </dl>
      <form className={own.change} onSubmit={(e) => void save(e)}>
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as EnquiryStatus)}>
          {ENQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ENQUIRY_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Note" rows={2} maxLength={ENQUIRY_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className={own.actions}>
          <SubmitButton busy={saving} busyLabel="Saving...">
            Save
          </SubmitButton>
          <button type="button" className={styles.deleteButton} onClick={() => onDelete(enquiry)}>
            Delete
          </button>
        </div>
      </form>
    </li>
  );
}
