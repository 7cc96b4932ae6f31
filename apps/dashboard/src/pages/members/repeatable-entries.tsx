import { useId, useState, type KeyboardEvent } from 'react';
import { TextField } from '@schoolpage/ui';
import styles from '../../sections/sections.module.css';

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
  const [draft, setDraft] = useState('');
  const listId = useId();

  function add() {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...entries, entry]);
    setDraft('');
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
        <button type="button" className={styles.secondaryButton} onClick={add} disabled={disabled}>
          Add {label.toLowerCase()}
        </button>
      </div>
      {entries.length ? (
        <ul id={listId} className={styles.chips} aria-label={`${label} entries`}>
          {entries.map((entry, index) => (
            <li key={`${entry}-${index}`} className={styles.chip}>
              <span>{entry}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${entry}`}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
