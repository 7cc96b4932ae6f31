import { useState, type FormEvent } from 'react';
import { historyKey, LANGUAGE_MESSAGES as M, LANGUAGES_API_PATH, siteLanguagesSchema, type TranslationState } from '@schoolpage/content-contract';
import { Button, CheckboxField, SelectField, SubmitButton } from '@schoolpage/ui';
import type { ApiAnswer } from '@schoolpage/api-client';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { useUnsavedChanges } from '../../forms/unsaved-changes';
import { setEditingLanguage, useEditingLanguage } from '../../languages/editing-language';
import { fieldLabel } from '../../languages/field-label';
import { fieldLabelWords } from '../../languages/field-label.words';
import { languageName } from '../../languages/language-name';
import { readSiteLanguages, siteLanguagesSaved, type SiteLanguagesAnswer } from '../../languages/use-site-languages';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import own from './languages-page.module.css';
import { useWords } from '@schoolpage/words';
import { messageWords } from '../../feedback/messages.words';
import { languagesWords } from './languages.words';

/** The keys of the versions of the site's languages and of their texts (their "History"). */
const LANGUAGES_HISTORY = historyKey({ kind: 'section', field: 'languages' });
const TRANSLATIONS_HISTORY = historyKey({ kind: 'section', field: 'translations' });

/** Languages (#29): which languages the site is written in, its default, and how far each other one is translated. */
export function LanguagesPage() {
  // Read afresh on every visit: another member may have changed them, and the progress moves with every save.
  const words = useWords(languagesWords);
  const messages = useWords(messageWords);
  const resource = useApiResource<SiteLanguagesAnswer | undefined>(LANGUAGES_API_PATH, readSiteLanguages, undefined);
  const languages = resource.data;
  const saved = (answer: ApiAnswer) => {
    siteLanguagesSaved(answer);
    resource.replace(readSiteLanguages(answer));
  };
  return (
    <SectionPage title={words.t('title')}>
      {languages ? (
        <>
          <LanguagesCard saved={languages} onSaved={saved} />
          {languages.progress.length > 0 ? <ProgressCard languages={languages} /> : null}
        </>
      ) : resource.status === 'failed' ? (
        <p className={styles.muted} role="alert">
          {messages.t('api.languages.notRead')}
        </p>
      ) : (
        <p className={styles.muted} role="status">
          {words.t('loading')}
        </p>
      )}
    </SectionPage>
  );
}

function LanguagesCard({ saved, onSaved }: { saved: SiteLanguagesAnswer; onSaved: (answer: ApiAnswer) => void }) {
  const feedback = useFeedback();
  const words = useWords(languagesWords);
  const [chosen, setChosen] = useState<string[]>(saved.languages);
  const [byDefault, setByDefault] = useState(saved.default);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useUnsavedChanges(byDefault !== saved.default || chosen.join() !== saved.languages.join());
  const nameOf = (code: string) => languageName(saved.supported.find((language) => language.code === code), code, words.language);

  function toggle(code: string, on: boolean) {
    setChosen((languages) => (on ? [...languages, code] : languages.filter((language) => language !== code)));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = siteLanguagesSchema.safeParse({ default: byDefault, languages: chosen });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? M.unsupported;
      setError(message);
      feedback.error(message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await apiRequest(LANGUAGES_API_PATH, { method: 'POST', json: checked.data });
      onSaved(answer);
      feedback.success(successText(answer, M.saved));
    } catch (failure) {
      feedback.error(failureText(`${M.failed} {message}`, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title={words.t('cardTitle')} historyKey={LANGUAGES_HISTORY}>
      <p className={styles.muted}>
        {words.t('intro')}
      </p>
      <form className={own.form} onSubmit={(event) => void save(event)} noValidate>
        <fieldset className={own.choices} aria-describedby={error ? 'languages-error' : undefined}>
          <legend className={own.legend}>{words.t('legend')}</legend>
          {saved.supported.map((language) => (
            <CheckboxField
              key={language.code}
              name="languages"
              value={language.code}
              label={<span lang={language.code}>{languageName(language, language.code, words.language)}</span>}
              checked={chosen.includes(language.code)}
              onChange={(event) => toggle(language.code, event.target.checked)}
            />
          ))}
        </fieldset>
        <SelectField label={words.t('defaultLanguage')} name="default" value={byDefault} onChange={(event) => setByDefault(event.target.value)} error={error}>
          {saved.supported
            .filter((language) => chosen.includes(language.code) || language.code === byDefault)
            .map((language) => (
              <option key={language.code} value={language.code}>
                {nameOf(language.code)}
              </option>
            ))}
        </SelectField>
        <SubmitButton busy={busy} busyLabel={words.t('saving')}>
          {words.t('save')}
        </SubmitButton>
      </form>
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}

function ProgressCard({ languages }: { languages: SiteLanguagesAnswer }) {
  const editing = useEditingLanguage();
  const words = useWords(languagesWords);
  return (
    <SectionCard title={words.t('translation')} historyKey={TRANSLATIONS_HISTORY}>
      <ul className={own.progressList}>
        {languages.progress.map((state) => (
          <LanguageProgress
            key={state.language}
            state={state}
            name={languageName(languages.supported.find((language) => language.code === state.language), state.language, words.language)}
            editing={editing === state.language}
          />
        ))}
      </ul>
    </SectionCard>
  );
}

function LanguageProgress({ state, name, editing }: { state: TranslationState; name: string; editing: boolean }) {
  const percent = state.total === 0 ? 100 : Math.round((state.translated / state.total) * 100);
  const headingId = `progress-${state.language}`;
  const words = useWords(languagesWords);
  return (
    <li className={own.progressItem} aria-labelledby={headingId}>
      <h3 id={headingId} className={own.progressTitle}>
        {name}
      </h3>
      <p className={own.progressFigure}>
        {words.t('progress', { translated: state.translated, total: state.total, percent })}
        {state.needsReview.length > 0 ? words.t('toReview', { count: state.needsReview.length }) : ''}
      </p>
      <progress className={own.bar} max={state.total || 1} value={state.translated} aria-labelledby={headingId} />
      <FieldList title={words.t('needsReview')} paths={state.needsReview} />
      <FieldList title={words.t('notTranslated')} paths={state.missing} />
      <Button className={styles.secondaryButton} onClick={() => setEditingLanguage(editing ? undefined : state.language)} aria-pressed={editing}>
        {editing ? words.t('stopEditing') : words.t('editIn', { name })}
      </Button>
    </li>
  );
}

function FieldList({ title, paths }: { title: string; paths: string[] }) {
  const words = useWords(fieldLabelWords);
  if (paths.length === 0) return null;
  return (
    <details className={own.fields}>
      <summary>
        {title}: {paths.length}
      </summary>
      <ul>
        {paths.map((path) => (
          <li key={path}>{fieldLabel(path, undefined, words)}</li>
        ))}
      </ul>
    </details>
  );
}
