import type { ApiBody } from '../api/api-request';
import { readList } from '../api/read-list';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { useFeedback } from '../feedback/use-feedback';
import type { FieldSpec } from './field-spec';
import { ItemList } from './item-list';
import type { ItemPreview } from './item-preview';
import { SectionCard } from './section-card';
import { SectionForm, type SectionAction } from './section-form';
import { useItemRemoval, type RemoveRequest } from './use-item-removal';

/** One "form + list + delete by position" section of the dashboard, described as data. */
export interface ListSectionConfig<T> {
  title: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  add: SectionAction;
  /** Spec §5 message when a required field is blank. */
  requiredMessage?: string;
  /** Spec §8 message when the add fails. */
  addFailed: string;
  /** Where the list is read and under which names the answer may carry it. */
  load: { path: string; keys: readonly string[] };
  remove: (index: number, item: T) => RemoveRequest;
  /** Spec §8 message when a delete fails. */
  deleteFailed: string;
  preview: (item: T, index: number) => ItemPreview;
}

/** Form, alert and list of one section; the list reloads after every add or delete. */
export function ListSection<T>({ config }: { config: ListSectionConfig<T> }) {
  const feedback = useFeedback();
  const keys = config.load.keys;
  const list = useApiResource<T[]>(config.load.path, (body: ApiBody) => readList<T>(body, keys), []);
  const removal = useItemRemoval({ failed: config.deleteFailed, feedback, onRemoved: list.reload });

  return (
    <SectionCard title={config.title}>
      <SectionForm
        fields={config.fields}
        submitLabel={config.submitLabel}
        action={config.add}
        requiredMessage={config.requiredMessage}
        failure={config.addFailed}
        feedback={feedback}
        onSaved={list.reload}
      />
      <FeedbackAlert feedback={feedback} />
      <ItemList
        label={`${config.title} list`}
        items={list.data}
        status={list.status}
        preview={config.preview}
        onDelete={(item, index, label) => removal.remove(config.remove(index, item), label)}
      />
      {removal.dialog}
    </SectionCard>
  );
}
