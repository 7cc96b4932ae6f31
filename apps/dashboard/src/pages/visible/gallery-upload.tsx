import { useId, useRef, useState, type DragEvent } from 'react';
import { LIST_SECTIONS, uploadProblem } from '@schoolpage/content-contract';
import { serverMessageOf, type ApiAnswer } from '@schoolpage/api-client';
import { uploadRequest } from '../../api/upload-request';
import { UploadProgress } from '../../forms/upload-progress';
import { FileInput } from '../../sections/file-input';
import styles from '../../sections/sections.module.css';
import { useWords } from '@schoolpage/words';
import { useMessageInLanguage } from '../../feedback/message-in-language';
import { visibleWords } from './visible.words';

type UploadState =
  | { step: 'waiting' }
  | { step: 'sending'; progress: number }
  | { step: 'done' }
  | { step: 'failed'; reason: string };

interface Upload {
  id: number;
  file: File;
  state: UploadState;
}

let nextUpload = 0;

const GALLERY = LIST_SECTIONS.gallery;

/**
 * Several gallery pictures at once, chosen in the picker or dropped on the zone: each is checked against
 * the limits, then sent on its own (one after the other) with its own progress, and the list grows as each
 * one arrives (`onAdded` takes each add's answer).
 */
export function GalleryUpload({ onAdded }: { onAdded: (answer: ApiAnswer) => void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const words = useWords(visibleWords);
  const inLanguage = useMessageInLanguage();
  const queue = useRef(Promise.resolve());
  const hintId = useId();

  const update = (id: number, state: UploadState) => setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, state } : upload)));

  function add(files: readonly File[]) {
    const fresh: Upload[] = files.map((file) => {
      const problem = uploadProblem('image', file);
      return { id: nextUpload++, file, state: problem ? { step: 'failed', reason: problem } : { step: 'waiting' } };
    });
    setUploads((all) => [...all.filter((upload) => upload.state.step === 'sending' || upload.state.step === 'waiting'), ...fresh]);
    for (const upload of fresh) {
      if (upload.state.step === 'waiting') queue.current = queue.current.then(() => send(upload));
    }
  }

  async function send(upload: Upload) {
    const form = new FormData();
    form.append(GALLERY.file?.form ?? 'galleryImage', upload.file);
    update(upload.id, { step: 'sending', progress: 0 });
    try {
      const answer = await uploadRequest(GALLERY.path, { form, onProgress: (progress) => update(upload.id, { step: 'sending', progress }) });
      update(upload.id, { step: 'done' });
      onAdded(answer);
    } catch (error) {
      update(upload.id, { step: 'failed', reason: serverMessageOf(error) ?? 'The picture could not be uploaded. Please try again.' });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  }

  return (
    <div
      className={over ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      role="group"
      aria-labelledby={hintId}
    >
      <p id={hintId} className={styles.itemTitle}>
        {words.t('dropHint')}
      </p>
      <FileInput
        name="galleryImages"
        label={words.t('galleryImages')}
        kind="image"
        multiple
        onChange={(files) => {
          add(files);
        }}
      />
      {uploads.length ? (
        <ul className={styles.uploads} aria-label={words.t('uploads')}>
          {uploads.map(({ id, file, state }) => (
            <li key={id} className={styles.uploadRow}>
              {state.step === 'sending' ? <UploadProgress progress={state.progress} name={file.name} /> : null}
              <span role="status" className={state.step === 'done' ? styles.uploadDone : state.step === 'failed' ? styles.uploadFailed : undefined}>
                {state.step === 'waiting' ? words.t('waiting', { name: file.name }) : null}
                {state.step === 'done' ? words.t('added', { name: file.name }) : null}
                {state.step === 'failed' ? (state.reason.startsWith('“') ? state.reason : words.t('notAdded', { name: file.name, reason: inLanguage(state.reason) })) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
