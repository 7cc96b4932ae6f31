import { useEffect, type ComponentType } from 'react';
import { DASHBOARD_MESSAGES, historyKey, type ListSectionDescription } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useAnsweredList } from '../api/use-answered-list';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { useFeedback } from '../feedback/use-feedback';
import type { FieldSpec, FieldValues } from './field-spec';
import { ItemList } from './item-list';
import type { ItemPreview } from './item-preview';
import { itemPathOf, savedValuesOf } from './saved-item-values';
import { useSchoolTimeZone } from '../layout/school-time-zone';
import { SectionCard } from './section-card';
import { editFieldsOf } from './section-fields';
import { SectionForm } from './section-form';
import { SectionPreview } from './section-preview';
import { hasPreview } from './section-previews';
import { addActionOf, readPathOf, removeRequestOf } from './section-requests';
import { useItemMoves } from './use-item-moves';
import { useItemEditing } from './use-item-editing';
import { useItemRemoval } from './use-item-removal';
import { useTypedItems } from './use-typed-items';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';
import { useSectionText } from './section-texts';

/**
 * One "form + list + delete by position" section of the dashboard: its description (LIST_SECTIONS) gives its
 * calls, fields and required message; the dashboard adds its words and its row preview (list-section-config.ts).
 */
export interface ListSectionConfig<T> {
  /** The section's one description (libs/content-contract LIST_SECTIONS). */
  section: ListSectionDescription;
  title: string;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** False when items are added elsewhere (members: one form adds to Faculty or Staff); the list is still edited here. */
  addForm?: boolean;
  /** Spec §5 message shown, before sending, when a required field is blank; none where the spec checks nothing. */
  requiredMessage?: string;
  /** Spec §8 message when the add fails. */
  addFailed: string;
  /** Spec §8 message when a delete fails. */
  deleteFailed: string;
  preview: (item: T, index: number) => ItemPreview;
  /** A second way to add: several items at once (gallery pictures); `onAdded` takes each add's answer. */
  addMany?: ComponentType<{ onAdded: (answer: ApiAnswer) => void }>;
}

export interface ListSectionProps<T> {
  config: ListSectionConfig<T>;
  /** The answer to a change made elsewhere on the page (the members form adds to Faculty or Staff). */
  answered?: ApiAnswer;
  /** What is typed in a form elsewhere on the page that adds to this list (the members form), for the live preview. */
  typedElsewhere?: FieldValues;
}

/**
 * Form, alert and list of one section. After an add, edit, move or delete (here, or `answered` elsewhere) the
 * list is the one the server answered with; an answer without it (or a failure) has the list read again.
 */
export function ListSection<T>({ config, answered, typedElsewhere }: ListSectionProps<T>) {
  const feedback = useFeedback();
  const words = useWords(sectionsWords);
  const timeZone = useSchoolTimeZone();
  const text = useSectionText();
  const { section } = config;
  const list = useAnsweredList<T>(readPathOf(section), section.answer);
  const showList = list.show;
  useEffect(() => {
    if (answered) void showList(answered);
  }, [answered, showList]);
  const removal = useItemRemoval({ failed: config.deleteFailed, feedback, onRemoved: showList });
  const itemEditing = useItemEditing<number>();
  const editing = itemEditing.open;
  const setEditing = itemEditing.set;
  const moves = useItemMoves(feedback, showList);
  const add = addActionOf(section);
  const typed = useTypedItems(section, list.data, editing, typedElsewhere);

  function move(item: T, index: number, to: number, label: string) {
    void moves.move(itemPathOf(section, item, index), to, label, list.data.length);
  }

  const editor =
    editing !== null && list.data[editing] !== undefined
      ? {
          index: editing,
          form: (
            <SectionForm
              key={`edit-${editing}`}
              fields={editFieldsOf(section, config.fields, list.data[editing])}
              submitLabel={words.t('save')}
              action={{ path: itemPathOf(section, list.data[editing], editing), encoding: add.encoding, method: 'PATCH' }}
              requiredMessage={config.requiredMessage}
              failure={DASHBOARD_MESSAGES.updateFailed}
              feedback={feedback}
              initial={savedValuesOf(section, list.data[editing], timeZone)}
              onCancel={() => setEditing(null)}
              onTyped={typed.onEditTyped}
              onSaved={(_changed, answer) => {
                void showList(answer).then(() => setEditing(null));
              }}
            />
          ),
        }
      : undefined;

  return (
    <SectionCard
      title={text(config.title)}
      historyKey={historyKey({ kind: 'section', field: section.list })}
      aside={hasPreview(section.list) ? <SectionPreview title={text(config.title)} list={section.list} items={typed.items} /> : undefined}>
      {config.addForm === false ? null : (
        <SectionForm
          fields={config.fields}
          submitLabel={text(config.submitLabel)}
          action={add}
          requiredMessage={config.requiredMessage}
          failure={config.addFailed}
          feedback={feedback}
          onSaved={(_changed, answer) => void showList(answer)}
          onTyped={typed.onAddTyped}
        />
      )}
      {config.addMany ? <config.addMany onAdded={(answer) => void showList(answer)} /> : null}
      <FeedbackAlert feedback={feedback} />
      <ItemList
        label={words.t('listOf', { title: text(config.title) })}
        items={list.data}
        status={list.status}
        preview={config.preview}
        onDelete={(item, index, label) => removal.remove(removeRequestOf(section, index, item), label)}
        onEdit={(_item, index) => setEditing(index)}
        onMove={move}
        editing={editor}
      />
      {removal.dialog}
    </SectionCard>
  );
}
