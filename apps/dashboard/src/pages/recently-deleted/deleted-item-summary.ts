import { TRASH_DAYS, type Course, type CourseCategory, type DeletedItem } from '@schoolpage/content-contract';
import { listSectionCardsIn } from '../list-section-cards';
import { previewLabel, type ItemPreview } from '../../sections/item-preview';
import { shownDateTime } from '../../sections/shown-date';
import { makeWords, type Words } from '@schoolpage/words';
import { recentlyDeletedWords } from './recently-deleted.words';

type DeletedWords = Words<keyof typeof recentlyDeletedWords.en>;
const ENGLISH = makeWords('en', recentlyDeletedWords);

/** One entry of `GET /api/dashboard/trash` (the contract's DeletedItem). */
export type DeletedEntry = DeletedItem;

/** What a row of Recently deleted says about one entry. */
export interface DeletedSummary {
  /** What it was: the name its list row showed. */
  what: string;
  /** The dashboard card it was deleted from. */
  section: string;
  /** When it was deleted, as a date to read. */
  deletedOn: string;
  /** Whole days (at least 1) before it is removed for good. */
  daysLeft: number;
}

interface ShownSection {
  title: string;
  section: { list: string };
  preview: (item: never, index: number) => ItemPreview;
}

/** The list sections' own titles and row previews, so a deleted item reads as it did in its list. */
const BY_LIST = new Map<string, ShownSection>(listSectionCardsIn('en').map((card) => [card.section.list, card]));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before an item deleted at `deletedAt` is removed for good, counted up (deleted just now: TRASH_DAYS). */
export function daysLeft(deletedAt: string, now: number): number {
  const left = TRASH_DAYS * DAY_MS - (now - Date.parse(deletedAt));
  return Math.max(1, Math.ceil(left / DAY_MS));
}

/** "30 days left", "1 day left". */
export function daysLeftText(days: number, words: DeletedWords = ENGLISH): string {
  return words.t('daysLeft', { days });
}

/** "15 Mar 2026, 17:30" (the school's clock). */
export function deletedOnText(deletedAt: string, words: DeletedWords = ENGLISH, timeZone?: string): string {
  return shownDateTime(deletedAt, words.language, timeZone);
}

/** The card a list's items are shown in, by its title in the screen's language. */
function cardTitle(card: ShownSection, words: DeletedWords): string {
  const id = `list:${card.section.list}`;
  return words.language !== 'en' && id in recentlyDeletedWords.en ? words.t(id as keyof typeof recentlyDeletedWords.en) : card.title;
}

export function summarizeDeleted(entry: DeletedEntry, now: number, words: DeletedWords = ENGLISH, timeZone?: string): DeletedSummary {
  const when = { deletedOn: deletedOnText(entry.deletedAt, words, timeZone), daysLeft: daysLeft(entry.deletedAt, now) };
  if (entry.list === 'courses') {
    const course = entry.categoryId !== undefined;
    const what = course ? (entry.item as Course).title : (entry.item as CourseCategory).category;
    return { what: what || words.t(course ? 'aCourse' : 'aCategory'), section: words.t(course ? 'courses' : 'courseCategories'), ...when };
  }
  if (entry.list === 'pages' || entry.list === 'news') {
    const title = (entry.item as { title?: string }).title;
    return entry.list === 'pages' ? { what: title || words.t('aPage'), section: words.t('pages'), ...when } : { what: title || words.t('aStory'), section: words.t('news'), ...when };
  }
  const card = BY_LIST.get(entry.list);
  if (!card) return { what: words.t('anItem'), section: entry.list, ...when };
  const label = previewLabel(card.preview(entry.item as never, entry.position), entry.position, (number) => words.t('itemNumber', { number }));
  return { what: label, section: cardTitle(card, words), ...when };
}
