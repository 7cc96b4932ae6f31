import { useState } from 'react';
import { RICH_TEXT_PICTURES_API_PATH, type RichTextDocument } from '@schoolpage/content-contract';
import { apiRequest } from '../api/api-request';
import { RichTextEditor } from './rich-text-editor';

/** Stores a picture for a rich text and gives its address. */
export async function uploadRichTextPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('picture', file);
  const answer = await apiRequest(RICH_TEXT_PICTURES_API_PATH, { method: 'POST', form });
  return (answer.info as { url: string }).url;
}

function parsed(json: string | undefined): RichTextDocument | undefined {
  try {
    return json ? (JSON.parse(json) as RichTextDocument) : undefined;
  } catch {
    return undefined;
  }
}

/** The rich-text editor inside a section form: its document goes with the form as JSON text under `name`. */
export function RichTextField({ name, label, initial }: { name: string; label: string; initial?: string }) {
  const [json, setJson] = useState(initial ?? '');
  return (
    <>
      <RichTextEditor label={label} value={parsed(initial)} onChange={(document) => setJson(document.content.length ? JSON.stringify(document) : '')} uploadPicture={uploadRichTextPicture} />
      <input type="hidden" name={name} value={json} />
    </>
  );
}
