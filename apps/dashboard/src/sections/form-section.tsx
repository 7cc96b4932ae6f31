import { useEffect, useState } from 'react';
import type { PreviewedSection } from '@schoolpage/site-kit';
import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback, type Feedback } from '../feedback/use-feedback';
import { controlOf, headingOf, itemAt, placeOf } from '../focus/item-place';
import { useFocusAfterRender } from '../focus/use-focus-after-render';
import { savedWhat } from './changed-fields';
import type { HistoryOf } from '../history/history-link';
import { SectionCard } from './section-card';
import { SectionForm, type SectionFormProps } from './section-form';
import { SectionPreview } from './section-preview';
import styles from './sections.module.css';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';
import { useSectionText } from './section-texts';

/** A saved picture shown above its form; with `removePath`, a Remove button deletes it. */
export interface SavedPicture {
  src: string;
  alt: string;
  /** What the picture is, e.g. "Current welcome image". */
  caption: string;
  /** The picture's name on its Remove button ("Remove welcome image"). */
  name: string;
  removePath?: string;
}

/** Where a form's saved values are read: the texts by field name, and the saved pictures to show beside it. */
export interface SavedValuesSource {
  path: string;
  read: (body: ApiAnswer) => { values: Record<string, string>; pictures?: SavedPicture[] };
}

/** A form's live preview: the site's section `list`, drawn from the form's texts (saved, then as typed) and its saved pictures. */
export interface FormPreview {
  list: PreviewedSection;
  item: (texts: Readonly<Record<string, string>>, pictures: readonly SavedPicture[]) => unknown;
}

export interface FormSectionConfig extends Omit<SectionFormProps, 'feedback' | 'onSaved' | 'initial'> {
  title: string;
  /** When given, the form opens (and, after each save, reopens) with what is saved. */
  saved?: SavedValuesSource;
  /** When given (with `saved`), the section shows how it will look on the site beside the form, live as it is typed. */
  preview?: FormPreview;
  /** The `historyKey` of what the form edits, where it edits one thing: the card then offers its "History". */
  historyKey?: string;
  /** Where the form edits several things: each one's `historyKey` and label, each with its "History". */
  histories?: readonly HistoryOf[];
}

/** What a form's preview is drawn from. */
interface PreviewValues {
  texts: Record<string, string>;
  pictures: readonly SavedPicture[];
}

const NOTHING_SAVED = { values: {}, pictures: [] };
const NO_PICTURES: readonly SavedPicture[] = [];

/** The texts among a form's typed values (a chosen file is not one: the preview keeps the saved picture). */
function typedTexts(typed: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(typed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A section that is one form with its alert and no list (organisation info, text logo), showing what is saved. */
export function FormSection({ config }: { config: FormSectionConfig }) {
  const feedback = useFeedback();
  const text = useSectionText();
  const { title, saved: source, preview, historyKey, histories, ...form } = config;
  const [shown, setShown] = useState<PreviewValues>({ texts: {}, pictures: [] });
  const aside = preview && source ? <SectionPreview title={text(title)} list={preview.list} items={[preview.item(shown.texts, shown.pictures)]} /> : undefined;
  return (
    <SectionCard title={text(title)} aside={aside} historyKey={historyKey} histories={histories?.map(({ historyKey: key, of }) => ({ historyKey: key, of: text(of) }))}>
      {source ? <SavedForm form={form} source={source} feedback={feedback} onValues={preview ? setShown : undefined} /> : <SectionForm {...form} feedback={feedback} />}
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}

interface SavedFormProps {
  form: Omit<FormSectionConfig, 'title' | 'saved' | 'preview'>;
  source: SavedValuesSource;
  feedback: Feedback;
  /** Takes the form's texts (the saved ones, then as typed) and its saved pictures, for a live preview. */
  onValues?: (values: PreviewValues) => void;
}

function SavedForm({ form, source, feedback, onValues }: SavedFormProps) {
  const saved = useApiResource(source.path, source.read, NOTHING_SAVED);
  const savedPictures = saved.data.pictures ?? NO_PICTURES;
  useEffect(() => onValues?.({ texts: saved.data.values, pictures: savedPictures }), [onValues, saved.data.values, savedPictures]);
  const [lastSaved, setLastSaved] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const words = useWords(sectionsWords);
  const text = useSectionText();

  async function remove(picture: SavedPicture & { removePath: string }) {
    // The picture's Remove button goes with it: focus moves to the next picture's, else to the card's heading.
    const place = placeOf(document.activeElement);
    setRemoving(picture.removePath);
    try {
      feedback.success(successText(await apiRequest(picture.removePath, { method: 'DELETE' })));
      setLastSaved('');
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    } finally {
      setRemoving(null);
    }
    await saved.reload();
    focusAfterRender(
      () => place && controlOf(itemAt(place), place.action),
      () => headingOf(place),
    );
  }

  return (
    <>
      {saved.data.pictures?.length ? (
        <ul className={styles.savedPictures} aria-label={words.t('savedPictures')}>
          {saved.data.pictures.map((picture) => (
            <li key={picture.src} className={styles.savedPicture}>
              <img className={styles.thumb} src={picture.src} alt={picture.alt} />
              <span>{picture.caption}</span>
              {picture.removePath ? (
                <Button
                  className={styles.deleteButton}
                  data-item-action="remove"
                  aria-label={words.t('removePicture', { name: picture.name })}
                  busy={removing === picture.removePath}
                  busyLabel={words.t('removing')}
                  aria-disabled={removing !== null}
                  onClick={() => void remove(picture as SavedPicture & { removePath: string })}
                >
                  {words.t('remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {saved.status === 'loading' ? (
        // The form opens once the saved values are read, so nothing typed is replaced by them.
        <p className={styles.muted} role="status">
          {words.t('loading')}
        </p>
      ) : (
        <SectionForm
          // A new key opens the form again with the values read after a save.
          key={JSON.stringify(saved.data.values) + (saved.data.pictures ?? []).map((p) => p.src).join()}
          {...form}
          submitLabel={text(form.submitLabel)}
          initial={saved.data.values}
          feedback={feedback}
          onTyped={
            onValues
              ? (typed) => onValues({ texts: { ...saved.data.values, ...typedTexts(typed) }, pictures: savedPictures })
              : form.onTyped
          }
          onSaved={(changed) => {
            setLastSaved(changed.length ? `Saved: ${savedWhat(changed)}.` : '');
            void saved.reload();
          }}
        />
      )}
      <p className={styles.savedNote}>
        {lastSaved}
      </p>
    </>
  );
}
