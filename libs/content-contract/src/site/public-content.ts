import { publicDisclosure } from '../disclosure/public-disclosure';
import { contentAt } from '../schedule/content-at';
import { answeredList } from '../sections/answered-items';
import { LIST_SECTIONS } from '../sections/list-sections';
import { withReadablePhones } from './readable-phones';
import type { SiteContent } from './site-content';
import type { StoredSiteContent } from './stored-site-content';

/** Stored content, whole or in part, with the site's recently deleted items. */
type Stored = Partial<StoredSiteContent> & { recentlyDeleted?: unknown };

/**
 * What visitors may see of a site's stored content, whole or in part: all of it but the recently deleted items,
 * which only the school's dashboard lists (and can restore) for TRASH_DAYS days, the disclosure's record of
 * replaced documents, and the alert, which depends on the time; its lists as the spec's answers give them
 * (gallery pictures as their own `url`); its phones as people read them; not the other languages' texts.
 */
export function publicContent(content: StoredSiteContent & { recentlyDeleted?: unknown }): SiteContent;
export function publicContent(content: Stored): Partial<SiteContent>;
export function publicContent(content: Stored): Partial<SiteContent> {
  // The alert shows between its start and its end: a page of the school's site adds it while it shows (site-alert.ts).
  // Other languages' texts are read through translatedContent (languages/translations.ts), never sent whole.
  const { recentlyDeleted: _hidden, alert: _timed, translations: _translations, ...visible } = content;
  const shown: Record<string, unknown> = visible;
  for (const section of Object.values(LIST_SECTIONS)) {
    const items = visible[section.list];
    if (section.file?.answeredAsUrl && Array.isArray(items)) shown[section.list] = answeredList(section.list, items);
  }
  if (visible.contactDetails) shown.contactDetails = withReadablePhones(visible.contactDetails);
  if (visible.facultyMember) shown.facultyMember = visible.facultyMember.map(withReadablePhones);
  if (visible.staffMember) shown.staffMember = visible.staffMember.map(withReadablePhones);
  if (visible.disclosure) shown.disclosure = publicDisclosure(visible.disclosure, visible.board);
  return shown;
}

/**
 * The `GET /api/web/all-content` answer of a published site, serialised from its object:
 * `{ success: true, info: { templateName, ...content } }`, its content as visitors may see it at `now`.
 */
export function allContentAnswer(templateName: string, storedContent: Stored, now = Date.now()): string {
  return JSON.stringify({ success: true, info: { templateName, ...contentAt(publicContent(storedContent), now) } });
}

const ANSWER_START = /^\{"success":true,"info":\{"templateName":("(?:[^"\\]|\\.)*")/;

/**
 * The template an `allContentAnswer` names, read from the answer's start only (it is written first),
 * so a stored answer's bytes need not be parsed; undefined for anything else.
 */
export function templateNameOfAnswer(answer: Uint8Array): string | undefined {
  const start = ANSWER_START.exec(new TextDecoder().decode(answer.subarray(0, 512)))?.[1];
  return start === undefined ? undefined : (JSON.parse(start) as string);
}
