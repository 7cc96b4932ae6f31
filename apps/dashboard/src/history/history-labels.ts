import { HISTORY_ITEM_LISTS, type HistoryVersion } from '@schoolpage/content-contract';
import { makeWords, type Words } from '@schoolpage/words';
import { fieldLabel } from '../languages/field-label';
import { fieldLabelWords } from '../languages/field-label.words';
import { languageNameIn } from '../languages/language-name';
import { changeLabelsIn, type ChangeLabels } from '../pages/approvals/change-lines';
import { listSectionCardsIn } from '../pages/list-section-cards';
import { previewLabel } from '../sections/item-preview';
import type { historyWords } from './history.words';

type HistoryWords = Words<keyof typeof historyWords.en>;

/** How the history names a thing, its parts and fields: as the dashboard's own screens do (change-lines.ts). */
export interface HistoryLabels extends ChangeLabels {
  /** The part of the site a key's fields belong to: a section's stored name, or the list of a page, story or circular. */
  partOf: (key: string) => string;
  /** What the history is of: "Admission process", "Page “Fees”", "Alert". */
  thing: (key: string, newest: HistoryVersion | undefined) => string;
  /** An item of a list, as its row in the list names it. */
  item: (part: string, item: unknown, index: number) => string;
}

const titleOf = (state: unknown) => (state && typeof state === 'object' ? (state as { title?: unknown }).title : undefined);

/** The history's labels in `words`' language. */
export function historyLabelsIn(words: HistoryWords): HistoryLabels {
  const labels = changeLabelsIn(words.language);
  const cards = new Map(listSectionCardsIn(words.language).map((card) => [card.section.list as string, card]));
  const partOf = (key: string) => {
    const [kind, name = ''] = key.split(/:(.*)/s);
    if (kind === 'section') return name;
    return kind in HISTORY_ITEM_LISTS ? HISTORY_ITEM_LISTS[kind as keyof typeof HISTORY_ITEM_LISTS] : kind;
  };
  const fieldWords = makeWords(words.language, fieldLabelWords);
  // A text of another language (the history of `section:translations`): `hi/faq/#<id>/question` → "Hindi · FAQ: an item, question".
  const translatedField = (stored: string) => {
    const [language, ...path] = stored.split('/');
    return `${languageNameIn(words.language, language)} · ${fieldLabel(path.join('/'), undefined, fieldWords)}`;
  };
  return {
    ...labels,
    field: (part, stored) => (part === 'translations' ? translatedField(stored) : labels.field(part, stored)),
    partOf,
    thing: (key, newest) => {
      if (key === 'alert' || key === 'disclosure') return words.t(key);
      const [kind] = key.split(':');
      if (kind === 'section') return labels.part(partOf(key));
      const title = titleOf(newest?.state);
      const shownTitle = typeof title === 'string' && title.trim() ? title : words.t('untitled');
      return kind === 'page' || kind === 'news' || kind === 'circular' ? words.t(kind, { title: shownTitle }) : key;
    },
    item: (part, item, index) => {
      const card = cards.get(part);
      if (card && item && typeof item === 'object') return previewLabel(card.preview(item as never, index), index, () => words.t('anItem'));
      const title = titleOf(item);
      return typeof title === 'string' && title ? title : words.t('anItem');
    },
  };
}
