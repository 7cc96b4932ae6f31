import { useState } from 'react';
import { BOARDS, DASHBOARD_API, DASHBOARD_MESSAGES as M, type Board } from '@schoolpage/content-contract';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import boardStyles from './board-select.module.css';
import styles from './profile.module.css';
import { useWords } from '@schoolpage/words';
import { profileWords } from './profile.words';
import { boardName } from './board-name';

/** The board the school is affiliated to, saved as soon as it is chosen (CBSE schools are then asked for the Mandatory Public Disclosure). */
export function BoardSelect({ board, feedback, onSaved, editable = true }: { board: Board | null; feedback: Feedback; onSaved: () => void; editable?: boolean }) {
  const [busy, setBusy] = useState(false);
  const words = useWords(profileWords);

  async function choose(next: string) {
    setBusy(true);
    try {
      feedback.success(successText(await apiRequest(DASHBOARD_API.profileBoard, { method: 'POST', json: { board: next } })));
      onSaved();
    } catch (error) {
      feedback.error(failureText(M.updateFailed, error));
    } finally {
      setBusy(false);
    }
  }

  if (!editable) {
    return (
      <div className={styles.detail}>
        <dt>{words.t('board')}</dt>
        <dd>{board ? boardName(words, board) : words.t('notChosen')}</dd>
      </div>
    );
  }

  return (
    <div className={styles.detail}>
      <dt>
        <label htmlFor="profile-board">{words.t('board')}</label>
      </dt>
      <dd>
        <select id="profile-board" name="board" className={boardStyles.select} value={board ?? ''} disabled={busy} onChange={(event) => void choose(event.target.value)}>
          {board ? null : <option value="">{words.t('chooseBoard')}</option>}
          {BOARDS.map((name) => (
            <option key={name} value={name}>
              {boardName(words, name)}
            </option>
          ))}
        </select>
      </dd>
    </div>
  );
}
