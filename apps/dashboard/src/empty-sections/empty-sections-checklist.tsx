import { DASHBOARD_ROUTE, EMPTY_SECTION_PLACES } from '@schoolpage/content-contract';
import { EMPTY_SECTION_TEXTS, EMPTY_STATE_TEXTS } from '@schoolpage/site-kit';
import { Button, VisuallyHidden } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { Link } from 'react-router-dom';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback } from '../feedback/use-feedback';
import { emptySectionsWords } from './empty-sections.words';
import { useEmptySections } from './use-empty-sections';
import styles from './empty-sections.module.css';

/**
 * The part of "Before you publish" that names each section that will show an empty-state text, with "Fill it" (the
 * dashboard page where it is filled) and "Hide it on the site" (left out while empty; the Visible page lists the choice).
 */
export function EmptySectionsChecklist() {
  const words = useWords(emptySectionsWords);
  const feedback = useFeedback();
  const sections = useEmptySections();
  const { empty, hidden } = sections.data;
  const shown = empty.filter((section) => !hidden.includes(section));
  const hiddenEmpty = empty.filter((section) => hidden.includes(section));
  if (sections.status !== 'ready' || empty.length === 0) return null;

  async function hide(section: (typeof empty)[number]) {
    try {
      feedback.success(successText(await sections.saveHidden([...hidden, section])));
    } catch (error) {
      feedback.error(failureText(words.t('failed', { message: '{message}' }), error));
    }
  }

  return (
    <div className={styles.checklist}>
      {shown.length > 0 ? <p className={styles.intro}>{words.t('checklistEmpty')}</p> : null}
      <ul className={styles.list}>
        {shown.map((section) => {
          const name = words.t(`section.${section}`);
          return (
            <li key={section} className={styles.item} data-empty-section={section}>
              <span className={styles.what}>
                <strong>{name}</strong>: {words.t('showsText', { text: EMPTY_STATE_TEXTS[EMPTY_SECTION_TEXTS[section]] })}
              </span>
              <span className={styles.actions}>
                <Link className={styles.action} to={`${DASHBOARD_ROUTE}/${EMPTY_SECTION_PLACES[section]}`}>
                  {words.t('fillIt')} <VisuallyHidden>{name}</VisuallyHidden>
                </Link>
                <Button className={styles.action} onClick={() => void hide(section)}>
                  {words.t('hideIt')} <VisuallyHidden>{name}</VisuallyHidden>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {hiddenEmpty.length > 0 ? <p className={styles.intro}>{words.t('hiddenCount', { count: hiddenEmpty.length })}</p> : null}
      <FeedbackAlert feedback={feedback} />
    </div>
  );
}
