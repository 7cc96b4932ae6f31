import { useState, type FormEvent } from 'react';
import { EMPTY_SECTIONS, type EmptySection } from '@schoolpage/content-contract';
import { CheckboxField, SubmitButton } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback } from '../feedback/use-feedback';
import { SectionCard } from '../sections/section-card';
import sections from '../sections/sections.module.css';
import { emptySectionsWords } from './empty-sections.words';
import { useEmptySections } from './use-empty-sections';
import styles from './empty-sections.module.css';

/**
 * The Visible page's "Empty sections": for each section of the site, whether it is left out while empty (the
 * checklist's "Hide it on the site" ticks one here). Nothing is left out by default: the spec's texts show.
 */
export function EmptySectionsCard() {
  const words = useWords(emptySectionsWords);
  const feedback = useFeedback();
  const saved = useEmptySections();
  // The school's choice as saved, until it ticks or unticks a box (never a moment where the saved choice shows unticked).
  const [edited, setEdited] = useState<EmptySection[]>();
  const hidden = edited ?? saved.data.hidden;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      feedback.success(successText(await saved.saveHidden(hidden)));
      setEdited(undefined);
    } catch (error) {
      feedback.error(failureText(words.t('failed', { message: '{message}' }), error));
    }
    setBusy(false);
  }

  const toggle = (section: EmptySection, on: boolean) =>
    setEdited((now = saved.data.hidden) => EMPTY_SECTIONS.filter((s) => (s === section ? on : now.includes(s))));

  return (
    <SectionCard title={words.t('emptyTitle')}>
      <p className={sections.muted}>{words.t('emptyIntro')}</p>
      <form className={sections.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{words.t('leaveOut')}</legend>
          {EMPTY_SECTIONS.map((section) => (
            <CheckboxField
              key={section}
              checked={hidden.includes(section)}
              onChange={(event) => toggle(section, event.target.checked)}
              label={
                <>
                  {words.t(`section.${section}`)}
                  {saved.data.empty.includes(section) ? <span className={styles.emptyNow}> ({words.t('emptyNow')})</span> : null}
                </>
              }
            />
          ))}
        </fieldset>
        <SubmitButton busy={busy} busyLabel={words.t('saving')}>
          {words.t('saveChoice')}
        </SubmitButton>
      </form>
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}
