import { useId, useState, type KeyboardEvent } from 'react';
import { Button, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { controlOf, itemAt, placeOf } from '../../focus/item-place';
import { useFocusAfterRender } from '../../focus/use-focus-after-render';
import styles from '../../sections/sections.module.css';
import { membersWords } from './members.words';

interface RepeatableEntriesProps {
  /** Singular name of one entry, e.g. "Qualification". */
  label: string;
  /** Form name of the entry being typed, so a submit can include it. */
  draftName: string;
  entries: readonly string[];
  onChange: (entries: string[]) => void;
  type?: 'text' | 'email' | 'tel';
  disabled?: boolean;
}

/** A list the admin grows one entry at a time; blank entries are never added (spec §5). */
export function RepeatableEntries({
  label,
  draftName,
  entries,
  onChange,
  type = 'text',
  disabled,
}: RepeatableEntriesProps) {
  const words = useWords(membersWords);
  const [draft, setDraft] = useState('');
  const listId = useId();
  const fieldId = useId();
  const focusAfterRender = useFocusAfterRender();

  function add() {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...entries, entry]);
    setDraft('');
  }

  /** The entry's button goes with it: focus moves to the next entry's, else to the field. */
  function removeAt(index: number) {
    const place = placeOf(document.activeElement);
    onChange(entries.filter((_, i) => i !== index));
    focusAfterRender(
      () => place && controlOf(itemAt(place), place.action),
      () => document.getElementById(fieldId),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  const numeric = type === 'tel';
  return (
    <div className={styles.repeatable}>
      <div className={styles.row}>
        <TextField
          id={fieldId}
          label={label}
          name={draftName}
          type={type}
          value={draft}
          inputMode={numeric ? 'numeric' : undefined}
          pattern={numeric ? '[0-9]*' : undefined}
          onChange={(event) => setDraft(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-describedby={entries.length ? listId : undefined}
        />
        <Button className={styles.secondaryButton} onClick={add} aria-disabled={disabled}>
          {words.t('addEntry', { entry: label.toLocaleLowerCase(words.language) })}
        </Button>
      </div>
      {entries.length ? (
        <ul id={listId} className={styles.chips} aria-label={words.t('entriesOf', { label })}>
          {entries.map((entry, index) => (
            <li key={`${entry}-${index}`} className={styles.chip}>
              <span>{entry}</span>
              <Button
                className={styles.chipRemove}
                data-item-action="remove"
                aria-label={words.t('removeEntry', { entry })}
                onClick={() => removeAt(index)}
                aria-disabled={disabled}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
