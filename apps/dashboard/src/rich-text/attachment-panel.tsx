import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button, TextField } from '@schoolpage/ui';
import styles from './rich-text-editor.module.css';
import { useWords } from '@schoolpage/words';
import { useMessageInLanguage } from '../feedback/message-in-language';
import { richTextWords } from './rich-text.words';

/**
 * Attaches a PDF to the text: the file is stored as the school's own, then its name (or the words typed) is
 * inserted as a link to it, where the cursor is.
 */
export function AttachmentPanel({ editor, attachFile, onDone }: { editor: Editor; attachFile: (file: File) => Promise<string>; onDone: () => void }) {
  const [file, setFile] = useState<File>();
  const [linkText, setLinkText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const words = useWords(richTextWords);
  const inLanguage = useMessageInLanguage();
  async function attach() {
    if (!file) return setError(words.t('choosePdf'));
    setBusy(true);
    try {
      const href = await attachFile(file);
      const text = linkText.trim() || file.name;
      editor.chain().focus().insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).unsetMark('link').insertContent(' ').run();
      onDone();
    } catch (failure) {
      setError(inLanguage((failure as Error).message) || words.t('fileFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.panel}>
      <label htmlFor={fileId} className={styles.label}>
        {words.t('filePdf')}
      </label>
      <input id={fileId} type="file" accept="application/pdf" onChange={(event) => setFile(event.target.files?.[0])} />
      <TextField label={words.t('linkText')} value={linkText} onChange={(event) => setLinkText(event.target.value)} hint={words.t('linkTextHint')} error={error} />
      <Button busy={busy} busyLabel={words.t('uploading')} onClick={() => void attach()}>
        {words.t('attachFile')}
      </Button>
    </div>
  );
}
