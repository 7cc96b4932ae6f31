import { acceptOf, type UploadKind } from '@schoolpage/content-contract';
import { TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';
import { uploadLimitIn } from './upload-limit-words';

export interface FileInputProps {
  name: string;
  label: string;
  kind: UploadKind;
  disabled?: boolean;
  multiple?: boolean;
  /** What the field takes, said before its limits. */
  hint?: string;
  onChange?: (files: File[]) => void;
}

/** A file picker that states its limits beside it ("JPEG, PNG, WebP or GIF up to 25 MB") and accepts only those types. */
export function FileInput({ name, label, kind, disabled, multiple, hint, onChange }: FileInputProps) {
  const words = useWords(sectionsWords);
  return (
    <TextField
      label={label}
      name={name}
      type="file"
      accept={acceptOf(kind)}
      multiple={multiple}
      hint={[hint, uploadLimitIn(words, kind)].filter(Boolean).join(' ')}
      disabled={disabled}
      onChange={onChange ? (event) => onChange([...(event.currentTarget.files ?? [])]) : undefined}
    />
  );
}
