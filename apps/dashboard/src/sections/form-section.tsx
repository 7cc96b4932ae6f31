import type { ApiAnswer } from '@schoolpage/api-client';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { useFeedback } from '../feedback/use-feedback';
import { SectionCard } from './section-card';
import { SectionForm, type SectionFormProps } from './section-form';
import styles from './sections.module.css';

/** Where a form's saved values are read: the texts by field name, and the saved pictures to show beside it. */
export interface SavedValuesSource {
  path: string;
  read: (body: ApiAnswer) => { values: Record<string, string>; pictures?: { src: string; alt: string }[] };
}

export interface FormSectionConfig extends Omit<SectionFormProps, 'feedback' | 'onSaved' | 'initial'> {
  title: string;
  /** When given, the form opens (and, after each save, reopens) with what is saved. */
  saved?: SavedValuesSource;
}

const NOTHING_SAVED = { values: {}, pictures: [] };
const NO_SOURCE: SavedValuesSource = { path: '', read: () => NOTHING_SAVED };

/** A section that is one form with its alert and no list (organisation info, text logo), showing what is saved. */
export function FormSection({ config }: { config: FormSectionConfig }) {
  const feedback = useFeedback();
  const { title, saved: source, ...form } = config;
  return (
    <SectionCard title={title}>
      {source ? <SavedForm form={form} source={source} feedback={feedback} /> : <SectionForm {...form} feedback={feedback} />}
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}

function SavedForm({
  form,
  source = NO_SOURCE,
  feedback,
}: {
  form: Omit<FormSectionConfig, 'title' | 'saved'>;
  source?: SavedValuesSource;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const saved = useApiResource(source.path, source.read, NOTHING_SAVED);
  return (
    <>
      {saved.data.pictures?.length ? (
        <div className={styles.itemActions}>
          {saved.data.pictures.map((picture) => (
            <img key={picture.src} className={styles.thumb} src={picture.src} alt={picture.alt} />
          ))}
        </div>
      ) : null}
      <SectionForm
        // A new key opens the form again with the values read after a save.
        key={JSON.stringify(saved.data.values)}
        {...form}
        initial={saved.data.values}
        feedback={feedback}
        onSaved={saved.reload}
      />
    </>
  );
}
