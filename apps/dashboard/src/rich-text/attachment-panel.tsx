import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button, TextField } from '@schoolpage/ui';
import styles from './rich-text-editor.module.css';

/**
 * Attaches a PDF to the text: the file is stored as the school's own, then its name (or the words typed) is
 * inserted as a link to it, where the cursor is.
 */
export function AttachmentPanel({ editor, attachFile, onDone }: { editor: Editor; attachFile: (file: File) => Promise<string>; onDone: () => void }) {
  const [file, setFile] = useState<File>();
  const [words, setWords] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  async function attach() {
    if (!file) return setError('Choose a PDF file.');
    setBusy(true);
    try {
      const href = await attachFile(file);
      const text = words.trim() || file.name;
      editor.chain().focus().insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).unsetMark('link').insertContent(' ').run();
      onDone();
    } catch (failure) {
      setError((failure as Error).message || 'The file could not be uploaded.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.panel}>
      <label htmlFor={fileId} className={styles.label}>
        File (PDF)
      </label>
      <input id={fileId} type="file" accept="application/pdf" onChange={(event) => setFile(event.target.files?.[0])} />
      <TextField label="Link text (optional)" value={words} onChange={(event) => setWords(event.target.value)} hint="Empty: the file's name." error={error} />
      <Button busy={busy} busyLabel="Uploading..." onClick={() => void attach()}>
        Attach file
      </Button>
    </div>
  );
}
