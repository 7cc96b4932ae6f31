import { useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { isRichTextHref, richTextProblem, type RichTextDocument } from '@schoolpage/content-contract';
import { Button, TextField } from '@schoolpage/ui';
import { AttachmentPanel } from './attachment-panel';
import { richTextExtensions } from './rich-text-extensions';
import styles from './rich-text-editor.module.css';
import { useWords } from '@schoolpage/words';
import { useMessageInLanguage } from '../feedback/message-in-language';
import { richTextWords } from './rich-text.words';

interface RichTextEditorProps {
  label: string;
  value: RichTextDocument | undefined;
  onChange: (document: RichTextDocument) => void;
  /** Stores a picture chosen for the text and gives its address (`/api/files/…`). */
  uploadPicture: (file: File) => Promise<string>;
  /** Stores a PDF attached to the text and gives its address (no "Attach file" without it). */
  attachFile?: (file: File) => Promise<string>;
  hint?: string;
  error?: string;
}

/**
 * The document as the editor opens it: one without blocks (a new text, EMPTY_RICH_TEXT) gets an empty paragraph, so its
 * first line is a line that Heading, the lists and Quote can turn into theirs (with no block they had nothing to change).
 */
export function editableDocument(value: RichTextDocument | undefined): RichTextDocument {
  return value && value.content.length > 0 ? value : { type: 'doc', content: [{ type: 'paragraph' }] };
}

/**
 * The one rich-text editor of the dashboard (TipTap): headings, bold, italic, lists, quotes, links, tables and
 * pictures with their description. What it gives is the editor's JSON, which the server checks and stores.
 */
export function RichTextEditor({ label, value, onChange, uploadPicture, attachFile, hint, error }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: editableDocument(value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint || error ? { 'aria-describedby': `${id}-note` } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as RichTextDocument),
  });
  return (
    <div className={styles.editor}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <Toolbar editor={editor} uploadPicture={uploadPicture} attachFile={attachFile} />
      <EditorContent editor={editor} />
      {hint || error ? (
        <p id={`${id}-note`} className={error ? styles.error : styles.hint}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

type Panel = 'link' | 'picture' | 'file' | null;

function Toolbar({ editor, uploadPicture, attachFile }: { editor: Editor; uploadPicture: (file: File) => Promise<string>; attachFile?: (file: File) => Promise<string> }) {
  const [panel, setPanel] = useState<Panel>(null);
  const words = useWords(richTextWords);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, run: () => void, children: ReactNode) => (
    // A press with the mouse leaves the focus and the selection in the text, where the change applies.
    <button key={name} type="button" className={styles.tool} aria-pressed={pressed} onMouseDown={(event) => event.preventDefault()} onClick={run}>
      {children}
    </button>
  );
  // The tools, by name (a name is a key, not a word).
  const tools = [
    toggle('h2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), words.t('heading')),
    toggle('h3', state.h3, () => chain().toggleHeading({ level: 3 }).run(), words.t('subheading')),
    toggle('bold', state.bold, () => chain().toggleBold().run(), <strong>{words.t('bold')}</strong>),
    toggle('italic', state.italic, () => chain().toggleItalic().run(), <em>{words.t('italic')}</em>),
    toggle('bulletList', state.bulletList, () => chain().toggleBulletList().run(), words.t('bulletList')),
    toggle('orderedList', state.orderedList, () => chain().toggleOrderedList().run(), words.t('numberedList')),
    toggle('blockquote', state.blockquote, () => chain().toggleBlockquote().run(), words.t('quote')),
    toggle('link', state.link || panel === 'link', () => setPanel(panel === 'link' ? null : 'link'), words.t('link')),
    toggle('picture', panel === 'picture', () => setPanel(panel === 'picture' ? null : 'picture'), words.t('picture')),
    ...(attachFile ? [toggle('file', panel === 'file', () => setPanel(panel === 'file' ? null : 'file'), words.t('file'))] : []),
    ...(state.table
      ? [
          toggle('row', false, () => chain().addRowAfter().run(), words.t('addRow')),
          toggle('column', false, () => chain().addColumnAfter().run(), words.t('addColumn')),
          toggle('noTable', false, () => chain().deleteTable().run(), words.t('removeTable')),
        ]
      : [toggle('table', false, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(), words.t('table'))]),
  ];
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={words.t('formatting')}>
        {tools}
      </div>
      {panel === 'link' ? <LinkPanel editor={editor} onDone={() => setPanel(null)} /> : null}
      {panel === 'picture' ? <PicturePanel editor={editor} uploadPicture={uploadPicture} onDone={() => setPanel(null)} /> : null}
      {panel === 'file' && attachFile ? <AttachmentPanel editor={editor} attachFile={attachFile} onDone={() => setPanel(null)} /> : null}
    </>
  );
}

function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState<string>();
  const words = useWords(richTextWords);
  function apply() {
    const address = href.trim();
    if (!address) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!isRichTextHref(address)) {
      setError(words.t('linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onDone();
  }
  return (
    <div className={styles.panel}>
      <TextField label={words.t('linkAddress')} type="url" value={href} onChange={(event) => setHref(event.target.value)} error={error} autoFocus spellCheck={false} />
      <Button onClick={apply}>{words.t('applyLink')}</Button>
    </div>
  );
}

function PicturePanel({ editor, uploadPicture, onDone }: { editor: Editor; uploadPicture: (file: File) => Promise<string>; onDone: () => void }) {
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const words = useWords(richTextWords);
  const inLanguage = useMessageInLanguage();
  async function insert() {
    if (!file) return setError(words.t('choosePicture'));
    if (!alt.trim()) return setError(words.t('describePicture'));
    setBusy(true);
    try {
      const src = await uploadPicture(file);
      const problem = richTextProblem({ type: 'doc', content: [{ type: 'image', attrs: { src, alt: alt.trim() } }] });
      if (problem) return setError(problem);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onDone();
    } catch (failure) {
      setError(inLanguage((failure as Error).message) || words.t('pictureFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.panel}>
      <label htmlFor={fileId} className={styles.label}>
        {words.t('picture')}
      </label>
      <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={(event) => setFile(event.target.files?.[0])} />
      <TextField label={words.t('pictureAlt')} value={alt} onChange={(event) => setAlt(event.target.value)} error={error} />
      <Button busy={busy} busyLabel={words.t('uploading')} onClick={() => void insert()}>
        {words.t('insertPicture')}
      </Button>
    </div>
  );
}
