import { useRef, useState, type FormEvent } from 'react';
import { acceptOf, DASHBOARD_MESSAGES, disclosureDocumentPath, uploadProblem } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { useWords, type Words } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { uploadRequest } from '../../api/upload-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import { sectionsWords } from '../../sections/sections.words';
import { uploadLimitIn } from '../../sections/upload-limit-words';
import { readDisclosure, type DisclosureDocumentInfo, type DisclosureInfo } from './disclosure-info';
import { shownDate } from '../../sections/shown-date';
import styles from './disclosure-page.module.css';
import { disclosureWords, type DisclosureWordId } from './disclosure.words';

/** A document's state in words: "Valid until 31 Mar 2027", "Expired on …", "Not uploaded yet". */
export function documentStateText(document: DisclosureDocumentInfo, words: Words<DisclosureWordId>): string {
  if (document.status === 'missing') return words.t('notUploaded');
  const date = document.validUntil ? shownDate(document.validUntil, words.language) : '';
  if (document.status === 'expired') return words.t('documentExpired', { date });
  if (document.status === 'expiring') return words.t('documentExpiring', { date });
  return date ? words.t('validUntil', { date }) : words.t('issuedOnDate', { date: shownDate(document.issuedOn ?? '', words.language) });
}

function DocumentRow({ document, feedback, onSaved }: { document: DisclosureDocumentInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const words = useWords(disclosureWords);
  const limitWords = useWords(sectionsWords);
  const title = words.t(`documents.${document.kind}`);
  const [file, setFile] = useState<File | null>(null);
  const [issuedOn, setIssuedOn] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = `documents.${document.kind}`;

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = file ? uploadProblem('pdf', file) : words.t('choosePdf');
    if (problem) return feedback.error(problem);
    if (!issuedOn) return feedback.error(words.t('giveIssuedOn'));
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
        {title}
      </h3>
      <p className={document.status === 'expired' ? styles.expired : document.status === 'expiring' ? styles.expiring : sections.muted}>
        {documentStateText(document, words)}
        {document.fileUrl ? (
          <>
            {' · '}
            <a href={document.fileUrl.url} target="_blank" rel="noreferrer">
              {words.t('openFile')}
            </a>
          </>
        ) : null}
      </p>
      <form ref={formRef} className={styles.documentForm} onSubmit={(event) => void upload(event)} noValidate aria-label={words.t('uploadOf', { title })}>
        <TextField
          label={words.t('pdfFile')}
          hint={uploadLimitIn(limitWords, 'pdf')}
          name="file"
          type="file"
          accept={acceptOf('pdf')}
          disabled={busy}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <TextField label={words.t('issuedOn')} name="issuedOn" type="date" value={issuedOn} disabled={busy} onChange={(event) => setIssuedOn(event.target.value)} />
        <TextField label={words.t('validUntilField')} name="validUntil" type="date" value={validUntil} disabled={busy} onChange={(event) => setValidUntil(event.target.value)} />
        <div className={sections.formActions}>
          <SubmitButton busy={busy} busyLabel={words.t('uploading')}>
            {document.fileUrl ? words.t('replace') : words.t('upload')}
          </SubmitButton>
          {document.fileUrl ? (
            <button type="button" className={sections.deleteButton} disabled={busy} onClick={() => void remove()}>
              {words.t('remove')}
            </button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

/** The documents the format asks for, each with its state, its current file, and a form to upload or replace it. */
export function DocumentsCard({ info, feedback, onSaved }: { info: DisclosureInfo; feedback: Feedback; onSaved: (info: DisclosureInfo) => void }) {
  const words = useWords(disclosureWords);
  return (
    <SectionCard title={words.t('documents')}>
      <p className={sections.muted}>{words.t('documentsIntro')}</p>
      <ol className={styles.documents}>
        {info.documents.map((document) => (
          <DocumentRow key={document.kind} document={document} feedback={feedback} onSaved={onSaved} />
        ))}
      </ol>
    </SectionCard>
  );
}
