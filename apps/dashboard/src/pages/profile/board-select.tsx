import { BOARDS, DASHBOARD_API, type Board } from '@schoolpage/content-contract';
import type { Feedback } from '../../feedback/use-feedback';
import boardStyles from './board-select.module.css';
import styles from './profile.module.css';
import { useWords } from '@schoolpage/words';
import { profileWords } from './profile.words';
import { boardName } from './board-name';
import { useProfileChoice } from './use-profile-choice';

/** The board the school is affiliated to, saved as soon as it is chosen (CBSE schools are then asked for the Mandatory Public Disclosure). */
export function BoardSelect({ board, feedback, onSaved, editable = true }: { board: Board | null; feedback: Feedback; onSaved: () => void; editable?: boolean }) {
  const { busy, choose } = useProfileChoice(DASHBOARD_API.profileBoard, 'board', feedback, onSaved);
  const words = useWords(profileWords);

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
