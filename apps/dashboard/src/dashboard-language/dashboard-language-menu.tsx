import { useId } from 'react';
import { DASHBOARD_API, DASHBOARD_LANGUAGES, DASHBOARD_MESSAGES, isDashboardLanguage, type DashboardLanguage } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../api/api-request';
import type { Feedback } from '../feedback/use-feedback';
import { serverMessageOr } from '../feedback/failure-text';
import { useMessageInLanguage } from '../feedback/message-in-language';
import { setDashboardLanguage, useDashboardLanguage } from './dashboard-language';
import { dashboardLanguageWords } from './dashboard-language.words';
import styles from '../languages/editing-language.module.css';

/** Each language's name in itself: the one a reader of it looks for. */
const OWN_NAMES: Record<DashboardLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * "Dashboard language": the language of the dashboard's own words, for the signed-in person (#29). The screens
 * change at once; the choice is kept on the person's account, so it follows them to another browser.
 */
export function DashboardLanguageMenu({ feedback }: { feedback: Feedback }) {
  const language = useDashboardLanguage();
  const words = useWords(dashboardLanguageWords);
  const id = useId();
  const inLanguage = useMessageInLanguage();

  async function choose(value: string) {
    if (!isDashboardLanguage(value)) return;
    const before = language;
    setDashboardLanguage(value);
    try {
      await apiRequest(DASHBOARD_API.profileLanguage, { method: 'POST', json: { language: value } });
    } catch (error) {
      setDashboardLanguage(before);
      feedback.error(words.t('saveFailed', { message: inLanguage(serverMessageOr(error, DASHBOARD_MESSAGES.somethingWentWrong)) }));
    }
  }

  return (
    <div className={styles.menu}>
      <label htmlFor={id}>{words.t('label')}</label>
      <select id={id} value={language} onChange={(event) => void choose(event.target.value)}>
        {DASHBOARD_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {OWN_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
