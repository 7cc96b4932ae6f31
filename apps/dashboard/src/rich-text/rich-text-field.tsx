import { useState } from 'react';
import { RICH_TEXT_FILES_API_PATH, RICH_TEXT_PICTURES_API_PATH, type RichTextDocument } from '@schoolpage/content-contract';
import { apiRequest } from '../api/api-request';
import { RichTextEditor } from './rich-text-editor';

/** Stores `file` (multipart field `field`) at `path` and gives its address. */
async function storedFileUrl(path: string, field: string, file: File): Promise<string> {
  const form = new FormData();
  form.append(field, file);
  const answer = await apiRequest(path, { method: 'POST', form });
  return (answer.info as { url: string }).url;
}

/** Stores a picture for a rich text and gives its address. */
export function uploadRichTextPicture(file: File): Promise<string> {
  return storedFileUrl(RICH_TEXT_PICTURES_API_PATH, 'picture', file);
}

/** Stores a PDF attached to a rich text and gives its address. */
export function uploadRichTextFile(file: File): Promise<string> {
  return storedFileUrl(RICH_TEXT_FILES_API_PATH, 'file', file);
}

function parsed(json: string | undefined): RichTextDocument | undefined {
  try {
    return json ? (JSON.parse(json) as RichTextDocument) : undefined;
  } catch {
    return undefined;
  }
}

/** The rich-text editor inside a section form: its document goes with the form as JSON text under `name`. */
export function RichTextField({ name, label, initial, hint }: { name: string; label: string; initial?: string; hint?: string }) {
  const [json, setJson] = useState(initial ?? '');
  return (
    <>
      <RichTextEditor label={label} hint={hint} value={parsed(initial)} onChange={(document) => setJson(document.content.length ? JSON.stringify(document) : '')} uploadPicture={uploadRichTextPicture} attachFile={uploadRichTextFile} />
      <input type="hidden" name={name} value={json} />
    </>
  );
}
