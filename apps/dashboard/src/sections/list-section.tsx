import { useState, type ComponentType } from 'react';
import { DASHBOARD_MESSAGES, type ListSectionDescription } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { readList } from '../api/read-list';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { useFeedback } from '../feedback/use-feedback';
import type { FieldSpec } from './field-spec';
import { ItemList } from './item-list';
import type { ItemPreview } from './item-preview';
import { itemPathOf, savedValuesOf } from './saved-item-values';
import { SectionCard } from './section-card';
import { SectionForm, type SectionAction } from './section-form';
import { useItemMoves } from './use-item-moves';
import { useItemRemoval, type RemoveRequest } from './use-item-removal';

/** One "form + list + delete by position" section of the dashboard, described as data. */
export interface ListSectionConfig<T> {
  title: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  add: SectionAction;
  /** False when items are added elsewhere (members: one form adds to Faculty or Staff); the list is still edited here. */
  addForm?: boolean;
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
  /** The section's one description (libs/content-contract): with it, items can be edited in place and reordered. */
  section?: ListSectionDescription;
  /** A second way to add: several items at once (gallery pictures). */
  addMany?: ComponentType<{ onAdded: () => void }>;
}

/** Form, alert and list of one section; the list reloads after every add, edit, move or delete. */
export function ListSection<T>({ config }: { config: ListSectionConfig<T> }) {
  const feedback = useFeedback();
  const keys = config.load.keys;
  const list = useApiResource<T[]>(config.load.path, (body: ApiAnswer) => readList<T>(body, keys), []);
  const removal = useItemRemoval({ failed: config.deleteFailed, feedback, onRemoved: list.reload });
  const [editing, setEditing] = useState<number | null>(null);
  const section = config.section;
  const moves = useItemMoves(feedback, list.reload);

  function move(item: T, index: number, to: number, label: string) {
    if (section) void moves.move(itemPathOf(section, item, index), to, label, list.data.length);
  }

  const editor =
    section && editing !== null && list.data[editing] !== undefined
      ? {
          index: editing,
          form: (
            <SectionForm
              key={`edit-${editing}`}
              fields={config.fields}
              submitLabel="Save"
              action={{ path: itemPathOf(section, list.data[editing], editing), encoding: config.add.encoding, method: 'PATCH' }}
              requiredMessage={config.requiredMessage}
              failure={DASHBOARD_MESSAGES.updateFailed}
              feedback={feedback}
              initial={savedValuesOf(section, list.data[editing])}
              onCancel={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                void list.reload();
              }}
            />
          ),
        }
      : undefined;

  return (
    <SectionCard title={config.title}>
      {config.addForm === false ? null : (
        <SectionForm
          fields={config.fields}
          submitLabel={config.submitLabel}
          action={config.add}
          requiredMessage={config.requiredMessage}
          failure={config.addFailed}
          feedback={feedback}
          onSaved={list.reload}
        />
      )}
      {config.addMany ? <config.addMany onAdded={list.reload} /> : null}
      <FeedbackAlert feedback={feedback} />
      {removal.undo}
      {moves.announcer}
      <ItemList
        label={`${config.title} list`}
        items={list.data}
        status={list.status}
        preview={config.preview}
        onDelete={(item, index, label) => removal.remove(config.remove(index, item), label)}
        onEdit={section ? (_item, index) => setEditing(index) : undefined}
        onMove={section ? move : undefined}
        editing={editor}
      />
      {removal.dialog}
    </SectionCard>
  );
}


