import { useId, useMemo } from 'react';
import { DASHBOARD_API, timeZoneNames } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import type { Feedback } from '../../feedback/use-feedback';
import boardStyles from './board-select.module.css';
import styles from './profile.module.css';
import { profileWords } from './profile.words';
import { useProfileChoice } from './use-profile-choice';

/** The school's time zone (from its country at sign-up), saved as soon as it is chosen: every date and time of its site and dashboard is in it. */
export function TimeZoneSelect({ timeZone, feedback, onSaved, editable = true }: { timeZone: string; feedback: Feedback; onSaved: () => void; editable?: boolean }) {
  const { busy, choose } = useProfileChoice(DASHBOARD_API.profileTimeZone, 'timeZone', feedback, onSaved);
  const words = useWords(profileWords);
  const hintId = useId();
  const zones = useMemo(() => [...new Set([timeZone, ...timeZoneNames()])].sort(), [timeZone]);

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
