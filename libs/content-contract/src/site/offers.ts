import type { OfferItem } from './site-content';

/** How many items "What We Offer" holds, and how long their words may be. */
export const OFFER_LIMITS = { items: 8, title: 60, text: 120 } as const;

/** The spec's fixed list (§2): every site starts with it, so nothing changes until the school edits it. */
export const DEFAULT_OFFERS: readonly OfferItem[] = [
  { title: 'Safety First' },
  { title: 'Regular Classes' },
  { title: 'Certified Teachers' },
  { title: 'Sufficient Classrooms' },
  { title: 'Creative Lessons' },
  { title: 'Sports Facilities' },
];

/** A fresh copy of the spec's six, for a new site. */
export const defaultOffers = (): OfferItem[] => DEFAULT_OFFERS.map((offer) => ({ ...offer }));

/** What is wrong with a list of offers, in words the school reads beside its editor. */
export const OFFER_MESSAGES = {
  notAList: 'Please send "offers" as a list of items, each with a title and an optional text.',
  tooMany: `What We Offer can hold up to ${OFFER_LIMITS.items} items. Please remove one first.`,
  titleRequired: (n: number) => `Item ${n} needs a title.`,
  titleTooLong: (n: number) => `Item ${n}: the title can be up to ${OFFER_LIMITS.title} characters.`,
  textTooLong: (n: number) => `Item ${n}: the text can be up to ${OFFER_LIMITS.text} characters.`,
  textOneLine: (n: number) => `Item ${n}: the text must be one line.`,
  saved: 'Saved: What We Offer.',
} as const;

export type CheckedOffers = { offers: OfferItem[]; problem?: undefined } | { offers?: undefined; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problem with one item (numbered from 1), or its tidy form: title and text trimmed, an empty text left out. */
function checkedOffer(value: unknown, n: number): OfferItem | string {
  if (!isRecord(value)) return OFFER_MESSAGES.titleRequired(n);
  const title = typeof value.title === 'string' ? value.title.trim() : '';
  const text = typeof value.text === 'string' ? value.text.trim() : '';
  if (value.text !== undefined && typeof value.text !== 'string') return OFFER_MESSAGES.notAList;
  if (!title) return OFFER_MESSAGES.titleRequired(n);
  if (title.length > OFFER_LIMITS.title) return OFFER_MESSAGES.titleTooLong(n);
  if (/[\r\n]/.test(text)) return OFFER_MESSAGES.textOneLine(n);
  if (text.length > OFFER_LIMITS.text) return OFFER_MESSAGES.textTooLong(n);
  return text ? { title, text } : { title };
}

/**
 * The offers a school sends (`POST /api/dashboard/home/offers`, `{ offers: [{ title, text? }] }`), checked: the tidy
 * list, or the first problem in words. The dashboard checks with it before sending, the API before saving.
 */
export function checkOffers(value: unknown): CheckedOffers {
  if (!Array.isArray(value)) return { problem: OFFER_MESSAGES.notAList };
  if (value.length > OFFER_LIMITS.items) return { problem: OFFER_MESSAGES.tooMany };
  const offers: OfferItem[] = [];
  for (const [index, entry] of value.entries()) {
    const checked = checkedOffer(entry, index + 1);
    if (typeof checked === 'string') return { problem: checked };
    offers.push(checked);
  }
  return { offers };
}
