/**
 * A site's texts in its other languages (#29). The site's content holds every text in the default language;
 * `translations[lang]` holds, by field, the text in `lang` and a fingerprint of the default text it was
 * translated from. A field is found by a path of object keys and list items' ids, so a translation follows
 * its item when the list is reordered and goes with it when it is deleted:
 *   `organizationName`, `welcomeMessage/welcomeMsg`, `facilities/#<id>/title`, `vision/0`, `news/#<id>/body`.
 * Files, numbers, dates, addresses of the web, colours and every other non-text field are shared by all
 * languages; so is the shape of the lists (which items, in which order).
 */

/** One translated field: the text in the language (a rich-text document for a body) and what it was translated from. */
export interface TranslatedField {
  text: unknown;
  /** `textFingerprint` of the default text when this was saved: another one now means "needs review". */
  source: string;
}

/** By language, by field path. */
export type SiteTranslations = Record<string, Record<string, TranslatedField>>;

/** Fields that are never language: ids, files, links, dates, numbers, colours, settings. */
const SHARED_KEYS = new Set([
  'id', 'url', 'fileUrl', 'imageUrl', 'icon', 'favicon', 'appleTouchIcon', 'organizationLogo', 'date', 'uploadDate', 'updatedAt',
  'publishAt', 'expireAt', 'createdAt', 'email', 'phone', 'phoneE164', 'latitude', 'longitude', 'focalPoint', 'slug', 'color',
  'headingFont', 'templateName', 'pinned', 'showInMenu', 'level', 'board', 'timeZone', 'brand', 'languages', 'translations', 'recentlyDeleted',
  'coverImage', 'status', 'file', 'fileName', 'mimeType', 'size', 'width', 'height', 'link', 'href', 'src',
  // The alert's times and the disclosure's codes, documents and classes are the same in every language.
  'startsAt', 'endsAt', 'affiliationNumber', 'schoolCode', 'udiseCode', 'pinCode', 'className', 'inspectionVideoUrl',
  'documents', 'replaced',
]);

/** Fields of the content that are not the school's texts at all. */
const SKIPPED_TOP_LEVEL = new Set(['hiddenEmptySections', 'translations', 'recentlyDeleted', 'languages', 'brand', 'board', 'timeZone']);

/**
 * Fields whose translation shows only while it is a translation of the default text as it is now: an alert is news
 * of the moment, so a new alert in the default language is never shown with the words of the one it replaced.
 */
const CURRENT_ONLY = new Set(['alert/message']);

/** Whether the translation `field` of the text at `path` in `content` is shown (see CURRENT_ONLY). */
function isShown(content: object, path: string, field: TranslatedField): boolean {
  if (!CURRENT_ONLY.has(path)) return true;
  const place = placeOf(content, path);
  return !!place && field.source === textFingerprint((place.holder as Record<string | number, unknown>)[place.key]);
}

/** Paths of `language`'s translations that are saved but not shown (CURRENT_ONLY ones whose default text changed). */
export function hiddenTranslations(content: object & { translations?: SiteTranslations }, language: string): string[] {
  return Object.entries(content.translations?.[language] ?? {})
    .filter(([path, field]) => placeOf(content, path) && !isShown(content, path, field))
    .map(([path]) => path);
}

const isRichText = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc' && Array.isArray((value as { content?: unknown }).content);

/** A deep copy of stored content (JSON through and through; works where structuredClone is missing). */
const copied = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** A short fingerprint of a text (FNV-1a, 32 bits): enough to see that a default text changed, not a secret. */
export function textFingerprint(text: unknown): string {
  const value = typeof text === 'string' ? text : (JSON.stringify(text) ?? '');
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Every text field of the content with its path, in content order. */
export function textFields(content: object): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.trim()) fields.set(path, value);
    } else if (isRichText(value)) {
      fields.set(path, value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}/${itemKey(item, index)}`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) if (!SHARED_KEYS.has(key)) visit(inner, path ? `${path}/${key}` : key);
    }
  };
  for (const [key, value] of Object.entries(content)) if (!SKIPPED_TOP_LEVEL.has(key) && !SHARED_KEYS.has(key)) visit(value, key);
  return fields;
}

/** A list item's step in a path: `#<id>` when it has an id, else its position. */
function itemKey(item: unknown, index: number): string {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? `#${id}` : String(index);
}

/** The container and key a path ends at in `content` (undefined when an item on the way is gone). */
function placeOf(content: object, path: string): { holder: Record<string, unknown> | unknown[]; key: string | number } | undefined {
  const steps = path.split('/');
  let holder: unknown = content;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    let key: string | number = step;
    if (Array.isArray(holder)) {
      key = step.startsWith('#') ? holder.findIndex((item) => (item as { id?: unknown } | null)?.id === step.slice(1)) : Number(step);
      if (key < 0 || key >= holder.length) return undefined;
    } else if (typeof holder !== 'object' || holder === null) return undefined;
    if (i === steps.length - 1) return { holder: holder as Record<string, unknown>, key };
    holder = (holder as Record<string | number, unknown>)[key];
  }
  return undefined;
}

/** Puts `text` at `path` in `content` when the path is there; false otherwise. */
export function setTextAt(content: object, path: string, text: unknown): boolean {
  const place = placeOf(content, path);
  if (!place) return false;
  (place.holder as Record<string | number, unknown>)[place.key] = text;
  return true;
}

/** How one language stands: fields translated and current, those missing, those whose default text changed since. */
export interface TranslationState {
  language: string;
  total: number;
  translated: number;
  /** Fields shown in the default language (no translation yet). */
  missing: string[];
  /** Fields translated from a default text that has changed since. */
  needsReview: string[];
}

export function translationState(content: object & { translations?: SiteTranslations }, language: string): TranslationState {
  const saved = content.translations?.[language] ?? {};
  const missing: string[] = [];
  const needsReview: string[] = [];
  const fields = textFields(content);
  for (const [path, text] of fields) {
    const translation = saved[path];
    if (!translation) missing.push(path);
    else if (translation.source !== textFingerprint(text)) needsReview.push(path);
  }
  return { language, total: fields.size, translated: fields.size - missing.length - needsReview.length, missing, needsReview };
}

/**
 * The content as it reads in `language`: each text field translated where a translation is saved (one that
 * needs review still shows: it is the school's own wording), the default text otherwise.
 */
export function translatedContent<C extends object & { translations?: SiteTranslations }>(content: C, language: string): C {
  const saved = content.translations?.[language];
  const view = copied(content);
  if (!saved) return view;
  for (const [path, field] of Object.entries(saved)) if (isShown(content, path, field)) setTextAt(view, path, copied(field.text));
  return view;
}

/**
 * A change made while reading the content in `language`, brought back into the content: every text field the
 * change gave a new value is saved as that language's translation (of the default text as it is), the default
 * texts stay as they were, and what is shared (files, numbers, the lists' items and order) is taken as changed.
 * The texts of an item the change added are its default texts too, so nothing typed is lost.
 */
export function withTranslatedChange<C extends object & { translations?: SiteTranslations }>(stored: C, before: C, after: C, language: string): C {
  const merged = copied(after);
  const beforeTexts = textFields(before);
  const translations: SiteTranslations = copied(stored.translations ?? {});
  const own = (translations[language] ??= {});
  for (const [path, text] of textFields(after)) {
    const changed = JSON.stringify(beforeTexts.get(path)) !== JSON.stringify(text);
    const place = placeOf(stored, path);
    if (!place) {
      if (changed) own[path] = { text, source: textFingerprint(text) };
      continue;
    }
    const original = (place.holder as Record<string | number, unknown>)[place.key];
    setTextAt(merged, path, copied(original));
    if (changed) own[path] = { text, source: textFingerprint(original) };
  }
  // Translations of items the change removed go with them.
  for (const fields of Object.values(translations)) for (const path of Object.keys(fields)) if (!placeOf(merged, path)) delete fields[path];
  merged.translations = translations;
  return merged;
}

/**
 * The content with `to` as its default language instead of `from`: every text `to` has a translation of takes
 * it as its default text, and the texts it replaces become `from`'s translations, so no language loses a word.
 */
export function withDefaultLanguage<C extends object & { translations?: SiteTranslations }>(content: C, from: string, to: string): C {
  if (from === to) return content;
  const switched = translatedContent(content, to);
  const translations: SiteTranslations = copied(content.translations ?? {});
  const previous: Record<string, TranslatedField> = {};
  const switchedTexts = textFields(switched);
  for (const [path, text] of textFields(content)) {
    const now = switchedTexts.get(path);
    if (now !== undefined && JSON.stringify(now) !== JSON.stringify(text)) previous[path] = { text, source: textFingerprint(now) };
  }
  translations[from] = { ...(translations[from] ?? {}), ...previous };
  delete translations[to];
  switched.translations = translations;
  return switched;
}

/** What a change made in another language does to the stored content (see `changeInLanguage`). */
export type ChangeInLanguage<C> = { content: C } | { refused: 'addInDefault' };

/** Paths of the fields called `key` in `content`, named like text paths. */
function pathsOfKey(content: object, key: string): string[] {
  const paths: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}/${itemKey(item, index)}`));
    else if (typeof value === 'object' && value !== null)
      for (const [name, inner] of Object.entries(value)) {
        const at = path ? `${path}/${name}` : name;
        if (name === key) paths.push(at);
        else if (name !== 'translations' && name !== 'recentlyDeleted') visit(inner, at);
      }
  };
  visit(content, '');
  return paths;
}

/**
 * The one rule of a change made while editing in `language`, not the default (`before` and `after` are the content as
 * it reads in `language`, before and after the change): it changes that language's texts only. Every default text
 * stays as stored (withTranslatedChange); a change of texts leaves the items' "updated" times of the default language
 * as they were; what is shared by all languages (files, dates, the lists' order, removing an item) is changed for all,
 * as without a language. A new item with texts would put words of `language` into the default language: it is refused.
 */
export function changeInLanguage<C extends object & { translations?: SiteTranslations }>(
  stored: C,
  before: C,
  after: C,
  language: string,
): ChangeInLanguage<C> {
  const afterTexts = textFields(after);
  if ([...afterTexts.keys()].some((path) => !placeOf(stored, path))) return { refused: 'addInDefault' };
  const merged = withTranslatedChange(stored, before, after, language);
  const beforeTexts = textFields(before);
  const textsChanged = afterTexts.size !== beforeTexts.size || [...afterTexts].some(([path, text]) => JSON.stringify(beforeTexts.get(path)) !== JSON.stringify(text));
  if (textsChanged)
    for (const path of pathsOfKey(stored, 'updatedAt')) {
      const place = placeOf(stored, path);
      if (place && placeOf(merged, path)) setTextAt(merged, path, (place.holder as Record<string | number, unknown>)[place.key]);
    }
  return { content: merged };
}

/** The default language's texts of `a` and `b` are the same, field by field. */
export function sameDefaultTexts(a: object, b: object): boolean {
  const first = textFields(a);
  const second = textFields(b);
  return first.size === second.size && [...first].every(([path, text]) => JSON.stringify(second.get(path)) === JSON.stringify(text));
}

/**
 * Whether `after` writes texts over `stored`'s default texts: it holds a text more often than `stored` has it (its
 * recently deleted items included), or empties a text of an item it keeps. False for a change that only removes,
 * moves, restores or changes what every language shares.
 */
export function writesTexts(stored: object & { recentlyDeleted?: unknown }, after: object): boolean {
  const emptied = [...textFields(stored).keys()].some((path) => {
    const place = placeOf(after, path);
    return !!place && textFields({ text: (place.holder as Record<string | number, unknown>)[place.key] }).size === 0;
  });
  if (emptied) return true;
  const known = new Map<string, number>();
  for (const text of [...textFields(stored).values(), ...textFields({ deleted: stored.recentlyDeleted ?? [] }).values()]) {
    const key = JSON.stringify(text);
    known.set(key, (known.get(key) ?? 0) + 1);
  }
  for (const text of textFields(after).values()) {
    const key = JSON.stringify(text);
    const left = known.get(key) ?? 0;
    if (left === 0) return true;
    known.set(key, left - 1);
  }
  return false;
}

/**
 * The school's name in each of its other languages, as typed there (its translations of `organizationName`), each
 * once and none the same as the default name: search finds the school by each (in its script and in Latin letters).
 */
export function otherLanguageNames(content: { organizationName?: string; translations?: SiteTranslations }): string[] {
  const names = new Set<string>();
  for (const fields of Object.values(content.translations ?? {})) {
    const name = fields.organizationName?.text;
    if (typeof name === 'string' && name.trim() && name !== content.organizationName) names.add(name.trim());
  }
  return [...names];
}
