import type { ApiAnswer } from '@schoolpage/api-client';
import { picturesWithoutAltText, type SiteContent } from '@schoolpage/content-contract';
import type { Words } from '@schoolpage/words';
import type { profileWords } from './profile.words';

type ProfileWords = Words<keyof (typeof profileWords)['en']>;

/** What a published site should not be without (the e-mail address is required, the rest recommended). */
export interface SiteReadiness {
  organizationName: boolean;
  welcomeMessage: boolean;
  heroImage: boolean;
  contact: boolean;
}

export interface ChecklistItem {
  /** Its name is `check.<key>` in profile.words.ts. */
  key: keyof SiteReadiness | 'emailVerified' | 'altText' | 'disclosure';
  done: boolean;
  /** How many are still missing, where the item counts (pictures without alt text). */
  missing?: number;
  /** How complete it is, where the item has a percentage (the Mandatory Public Disclosure). */
  percent?: number;
}

export const NOTHING_READY: SiteReadiness = { organizationName: false, welcomeMessage: false, heroImage: false, contact: false };

/** The items, in the order an admin fills things in. */
const KEYS: readonly ChecklistItem['key'][] = ['organizationName', 'welcomeMessage', 'heroImage', 'contact', 'emailVerified', 'altText', 'disclosure'];

/**
 * The checklist shown before publishing, in the order an admin fills things in; then the pictures still without alt
 * text; last, for a CBSE school (`disclosurePercent` given), how complete its Mandatory Public Disclosure is.
 */
export function publishChecklist(ready: SiteReadiness, emailVerified: boolean, picturesWithoutAlt = 0, disclosurePercent?: number): ChecklistItem[] {
  const done: Record<ChecklistItem['key'], boolean> = { ...ready, emailVerified, altText: picturesWithoutAlt === 0, disclosure: disclosurePercent === 100 };
  return KEYS
    .filter((key) => key !== 'disclosure' || disclosurePercent !== undefined)
    .map((key) => ({
      key,
      done: done[key],
      ...(key === 'altText' && picturesWithoutAlt > 0 ? { missing: picturesWithoutAlt } : {}),
      ...(key === 'disclosure' ? { percent: disclosurePercent } : {}),
    }));
}

/** How complete the disclosure is (GET disclosure), in percent. */
export function readDisclosurePercent(body: ApiAnswer): number | undefined {
  const percent = (body.info as { completeness?: { percent?: unknown } } | undefined)?.completeness?.percent;
  return typeof percent === 'number' ? percent : undefined;
}

/** Reads how many of the site's pictures have no alt text (GET template/preview-content: the whole site). */
export function readPicturesWithoutAltText(body: ApiAnswer): number {
  const content = body.info;
  return content && typeof content === 'object' ? picturesWithoutAltText(content as SiteContent) : 0;
}

/** The still-empty content items, as words for the confirmation ("welcome message and contact details"). */
export function stillEmpty(items: readonly ChecklistItem[], words: ProfileWords): string {
  // Alt text and the disclosure are asked for, but a site without them is not empty.
  const names = items
    .filter((item) => !item.done && item.key !== 'emailVerified' && item.key !== 'altText' && item.key !== 'disclosure')
    .map((item) => words.t(`check.${item.key}`).toLocaleLowerCase(words.language));
  if (words.language !== 'en') return new Intl.ListFormat(words.language, { type: 'conjunction' }).format(names);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}

const filled = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.some((entry) => filled(entry)));

/** Reads the Organisation form's saved values (GET home/orginfo). */
export function readOrgReadiness(body: ApiAnswer): Pick<SiteReadiness, 'organizationName' | 'welcomeMessage' | 'heroImage'> {
  const info = (body.info ?? {}) as Record<string, unknown>;
  return { organizationName: filled(info['organizationName']), welcomeMessage: filled(info['welcomeMessage']), heroImage: filled(info['organizationImage']) };
}

/** Contact details count when an address, a phone or an e-mail is there (GET contact/address). */
export function readContactReadiness(body: ApiAnswer): boolean {
  const info = (body.info ?? {}) as Record<string, unknown>;
  const details = (info['contactDetails'] ?? info) as Record<string, unknown>;
  return filled(details['address']) || filled(details['phone']) || filled(details['email']);
}
