import type { SiteContent, UntranslatedFields } from '@schoolpage/content-contract';

/** A field's value that is an object of fields of its own (`enquiry`, `contactDetails`), not a list. */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The school's content as a template sees it while it draws one page, and the names of the fields it read (a
 * field of a field as `enquiry.replies`): what that page shows (its header, footer and sections) and nothing else.
 */
export function contentWithReadsRecorded(content: SiteContent): { content: SiteContent; read: ReadonlySet<string> } {
  const read = new Set<string>();
  const recorded = <T extends object>(value: T, path: string): T =>
    new Proxy(value, {
      get(target, field, receiver) {
        const found = Reflect.get(target, field, receiver) as unknown;
        if (typeof field !== 'string') return found;
        read.add(path + field);
        return !path && isRecord(found) ? recorded(found, `${field}.`) : found;
      },
    });
  return { content: recorded(content, ''), read };
}

/**
 * The content a page hands to its script for the take-over: every field the server read to draw it (so the browser
 * draws the same page); the site's other lists, which this page does not show, empty (the take-over reads them from
 * the pages that show them when the visitor goes there: hydrate-site.tsx in the shell); and of a field of fields
 * it read, the lists and objects inside it that it did not read left out (the enquiry form's replies on the home page).
 */
export function pageContent(content: SiteContent, read: ReadonlySet<string>): SiteContent {
  return Object.fromEntries(
    Object.entries(content).map(([field, value]) => {
      if (Array.isArray(value)) return [field, read.has(field) ? value : []];
      if (!isRecord(value) || !read.has(field)) return [field, value];
      return [field, Object.fromEntries(Object.entries(value).filter(([inner, part]) => read.has(`${field}.${inner}`) || typeof part !== 'object' || part === null))];
    }),
  ) as unknown as SiteContent;
}

/** The school's fields shown in the default language that this page has (those of the content's fields it read). */
export function pageUntranslated(untranslated: UntranslatedFields, read: ReadonlySet<string>): UntranslatedFields {
  return { ...untranslated, fields: untranslated.fields.filter((path) => read.has(path.split('/')[0])) };
}
