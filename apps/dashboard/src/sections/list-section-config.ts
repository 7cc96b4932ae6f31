import { LIST_SECTIONS, type SectionItem, type SectionListName } from '@schoolpage/content-contract';
import type { ListSectionConfig } from './list-section';
import { sectionFieldsOf, type FieldLabels } from './section-fields';

/** What the dashboard itself says of a list section: its words and its row preview. */
export type SectionWords<T> = Omit<ListSectionConfig<T>, 'section' | 'fields'> & {
  /** The label of each form field by payload name, in the order the form shows them. */
  labels: FieldLabels;
};

/** A list section of the dashboard: its description in LIST_SECTIONS, with the dashboard's words. */
export function listSectionConfig<L extends SectionListName>(list: L, words: SectionWords<SectionItem<L>>): ListSectionConfig<SectionItem<L>> {
  const { labels, ...shown } = words;
  const section = LIST_SECTIONS[list];
  return { ...shown, section, fields: sectionFieldsOf(section, labels) };
}
