import { useEffect, useState } from 'react';
import type { ListSectionDescription } from '@schoolpage/content-contract';
import { isBlank, type FieldValues } from './field-spec';
import { hasTyped, typedItem } from './typed-item';
import { useSchoolTimeZone } from '../layout/school-time-zone';

/** Where a chosen file can be shown from while it is chosen (none where the browser makes no such addresses). */
function useFileUrl(file: unknown): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(file instanceof File) || file.size === 0 || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export interface TypedItems {
  /** The saved items with what is typed in the open forms: the item being edited changed, a new item added. */
  items: unknown[];
  /** Takes the add form's values as they are typed. */
  onAddTyped: (values: FieldValues) => void;
  /** Takes the edit form's values as they are typed. */
  onEditTyped: (values: FieldValues) => void;
}

/**
 * A section's items as they will be once what is typed in its open forms (item `editing` and a new one) is saved.
 * `addedElsewhere`: what is typed in a form elsewhere on the page that adds to this list (members), in place of its own add form's.
 */
export function useTypedItems(section: ListSectionDescription, saved: readonly unknown[], editing: number | null, addedElsewhere?: FieldValues): TypedItems {
  const timeZone = useSchoolTimeZone();
  const [addedHere, setAdded] = useState<FieldValues>({});
  const added = addedElsewhere ?? addedHere;
  const [edited, setEdited] = useState<FieldValues>({});
  const [editedItem, setEditedItem] = useState(editing);
  if (editedItem !== editing) {
    // Another item is opened (or the edit is closed): nothing is typed in it yet.
    setEditedItem(editing);
    setEdited({});
  }
  const fileField = section.file?.form ?? '';
  const addedFile = useFileUrl(added[fileField]);
  const editedFile = useFileUrl(edited[fileField]);

  const items = saved.map((item, index) => (index === editing && hasTyped(edited) ? typedItem(section, edited, editedFile, item, timeZone) : item));
  // An item shows once it could be saved: with its required file, or the text that stands in for it (a notice's).
  const textInstead = section.file?.orText ? !isBlank(added[section.file.orText]) : false;
  if (hasTyped(added) && (addedFile || !section.file?.required || textInstead)) items.push(typedItem(section, added, addedFile, undefined, timeZone));
  return { items, onAddTyped: setAdded, onEditTyped: setEdited };
}
