import { useRef, useState, type FormEvent } from 'react';
import { acceptOf, DASHBOARD_MESSAGES, disclosureDocumentPath, uploadLimitText, uploadProblem } from '@schoolpage/content-contract';
import { formatDate } from '@schoolpage/site-kit';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { uploadRequest } from '../../api/upload-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import { readDisclosure, type DisclosureDocumentInfo, type DisclosureInfo } from './disclosure-info';
import styles from './disclosure-page.module.css';

/** A document's state in words: "Valid until 31 Mar 2027", "Expired on …", "Not uploaded yet". */
export function documentStateText(document: DisclosureDocumentInfo): string {
  if (document.status === 'missing') return 'Not uploaded yet';
  const until = document.validUntil ? formatDate(document.validUntil) : '';
  if (document.status === 'expired') return `Expired on ${until}`;
  if (document.status === 'expiring') return `Expiring: valid until ${until}`;
  return until ? `Valid until ${until}` : `Issued on ${formatDate(document.issuedOn ?? '')}`;
}

function DocumentRow({ document, feedback, onSaved }: { document: DisclosureDocumentInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [issuedOn, setIssuedOn] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = `documents.${document.kind}`;

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = file ? uploadProblem('pdf', file) : 'Please choose the PDF file of the document.';
    if (problem) return feedback.error(problem);
    if (!issuedOn) return feedback.error('Please give the date the document was issued on.');
    const form = new FormData();
    form.append('issuedOn', issuedOn);
    if (validUntil) form.append('validUntil', validUntil);
    form.append('file', file as File);
    setBusy(true);
    try {
      const answer = await uploadRequest(disclosureDocumentPath(document.kind), { form, onProgress: () => undefined });
      feedback.success(successText(answer));
      const info = readDisclosure(answer);
      if (info) onSaved(info);
      // The form starts empty again for the next renewal.
      formRef.current?.reset();
      setFile(null);
      setIssuedOn('');
      setValidUntil('');
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const answer = await apiRequest(disclosureDocumentPath(document.kind), { method: 'DELETE' });
      feedback.success(successText(answer));
      const info = readDisclosure(answer);
      if (info) onSaved(info);
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.document}>
      <h3 className={styles.documentTitle} id={id} tabIndex={-1}>
        {document.title}
      </h3>
      <p className={document.status === 'expired' ? styles.expired : document.status === 'expiring' ? styles.expiring : sections.muted}>
        {documentStateText(document)}
        {document.fileUrl ? (
          <>
            {' · '}
            <a href={document.fileUrl.url} target="_blank" rel="noreferrer">
              Open the current file
            </a>
          </>
        ) : null}
      </p>
      <form ref={formRef} className={styles.documentForm} onSubmit={(event) => void upload(event)} noValidate aria-label={`Upload: ${document.title}`}>
        <TextField
          label="PDF file"
          hint={uploadLimitText('pdf')}
          name="file"
          type="file"
          accept={acceptOf('pdf')}
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <TextField label="Issued on" name="issuedOn" type="date" value={issuedOn} disabled={busy} onChange={(event) => setIssuedOn(event.target.value)} />
        <TextField label="Valid until (if it expires)" name="validUntil" type="date" value={validUntil} disabled={busy} onChange={(event) => setValidUntil(event.target.value)} />
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel="Uploading...">
            {document.fileUrl ? 'Replace' : 'Upload'}
          </SubmitButton>
          {document.fileUrl ? (
            <button type="button" className={sections.deleteButton} disabled={busy} onClick={() => void remove()}>
              Remove
            </button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

/** The documents the format asks for, each with its state, its current file, and a form to upload or replace it. */
export function DocumentsCard({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  return (
    <SectionCard title="Documents">
      <p className={sections.muted}>Each as a PDF up to 10 MB. A replaced document stays in your records for a year.</p>
      <ol className={styles.documents}>
        {info.documents.map((document) => (
          <DocumentRow key={document.kind} document={document} feedback={feedback} onSaved={onSaved} />
        ))}
      </ol>
    </SectionCard>
  );
}
