import { LIST_SECTIONS, altTextOf, answeredFileUrl, isPictureFile, type ListSectionDescription, type PictureText, type SectionItem, type SectionListName } from '@schoolpage/content-contract';
import type { ItemPreview } from './item-preview';
import type { ListSectionConfig } from './list-section';
import { sectionFieldsOf, type FieldLabels } from './section-fields';

/** What the dashboard itself says of a list section: its words and its row preview. */
export type SectionWords<T> = Omit<ListSectionConfig<T>, 'section' | 'fields' | 'requiredMessage'> & {
  /** The label of each form field by payload name, in the order the form shows them. */
  labels: FieldLabels;
  /** Spec §5 gives the form no check of its own: blank fields are sent and the server's refusal shown (social links, members). */
  unchecked?: true;
};

/**
 * A section's row preview that, where the section's pictures take alt text, shows each row's picture with it and
 * asks for it on a row whose picture has none.
 */
function askingForAltText<T>(section: ListSectionDescription, preview: (item: T, index: number) => ItemPreview) {
  if (!section.fields.some((field) => field.form === 'altText')) return preview;
  return (item: T, index: number): ItemPreview => {
    const shown = preview(item, index);
    // A row without a file, or whose file is a PDF (a notice may be one), has no picture to describe.
    if (!isPictureFile({ url: answeredFileUrl(section, item) ?? '' })) return shown;
    const altText = altTextOf(item as PictureText);
    if (!altText) return { ...shown, needsAltText: true };
    return shown.image ? { ...shown, image: { ...shown.image, alt: altText } } : shown;
  };
}

/** A list section of the dashboard: its description in LIST_SECTIONS, with the dashboard's words. */
export function listSectionConfig<L extends SectionListName>(list: L, words: SectionWords<SectionItem<L>>): ListSectionConfig<SectionItem<L>> {
  const { labels, unchecked, ...shown } = words;
  const section = LIST_SECTIONS[list];
  const fields = sectionFieldsOf(section, labels);
  shown.preview = askingForAltText(section, shown.preview);
  if (unchecked) return { ...shown, section, fields: fields.map(({ required: _unchecked, ...field }) => field) };
  return { ...shown, section, fields, requiredMessage: section.requiredMessage };
}
