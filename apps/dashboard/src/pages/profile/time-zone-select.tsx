import { useId, useMemo, useState } from 'react';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, timeZoneNames } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import boardStyles from './board-select.module.css';
import styles from './profile.module.css';
import { profileWords } from './profile.words';

/** The school's time zone (from its country at sign-up), saved as soon as it is chosen: every date and time of its site and dashboard is in it. */
export function TimeZoneSelect({ timeZone, feedback, onSaved, editable = true }: { timeZone: string; feedback: Feedback; onSaved: () => void; editable?: boolean }) {
  const [busy, setBusy] = useState(false);
  const words = useWords(profileWords);
  const hintId = useId();
  const zones = useMemo(() => [...new Set([timeZone, ...timeZoneNames()])].sort(), [timeZone]);

  async function choose(next: string) {
    setBusy(true);
    try {
      feedback.success(successText(await apiRequest(DASHBOARD_API.profileTimeZone, { method: 'POST', json: { timeZone: next } })));
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
        <dt>{words.t('timeZone')}</dt>
        <dd>{timeZone}</dd>
      </div>
    );
  }

  return (
    <div className={styles.detail}>
      <dt>
        <label htmlFor="profile-time-zone">{words.t('timeZone')}</label>
      </dt>
      <dd>
        <select
          id="profile-time-zone"
          name="timeZone"
          className={boardStyles.select}
          value={timeZone}
          aria-describedby={hintId}
          aria-busy={busy}
          onChange={(event) => void (busy ? undefined : choose(event.target.value))}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p id={hintId} className={styles.hint}>
          {words.t('timeZoneHint')}
        </p>
      </dd>
    </div>
  );
}
