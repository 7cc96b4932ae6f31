import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LANGUAGES } from '@schoolpage/content-contract';
import { missingMessages, needsFormatter, plainText } from '@schoolpage/words';
import { SPEC_EMPTY_STATE_TEXTS } from '../testing/spec-empty-state-texts';
import {
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_GENERAL_LABELS,
  DISCLOSURE_INFRASTRUCTURE_LABELS,
  DISCLOSURE_PAGE_LABEL,
  DISCLOSURE_SECTIONS,
  DISCLOSURE_STAFF_LABELS,
  ENQUIRY_MESSAGES,
} from '@schoolpage/content-contract';
import { DISCLOSURE_CATALOGUES, DISCLOSURE_WORDS_EN } from '../disclosure/words/disclosure-words';
import { ENQUIRY_CATALOGUES, ENQUIRY_WORDS_EN } from '../enquiry/words/enquiry-words';
import { ALERT_CATALOGUES, ALERT_WORDS_EN } from '../layout/alert-words/alert-words';
import { SITE_CATALOGUE_LANGUAGES, SITE_WORDS_EN, type SiteWordId } from './site-catalogues';

// The build's loader, as the template builds run it (tools/rspack/messages-loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries -- the build tool itself, to test what it ships
const { parsedCatalogue } = require('../../../../tools/rspack/messages-loader.cjs') as {
  parsedCatalogue: (catalogue: Record<string, string>) => Record<string, string | MessageFormatElement[]>;
};

const catalogueOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, 'catalogues', `${language}.messages.json`), 'utf8')) as Record<string, string>;

/**
 * Words only English, Hindi and Urdu must have (screen-reader sentences, the map's note, the quote): every other
 * language has every template word (menus, section titles, buttons, empty states) and may show these in English.
 */
const BEYOND_TEMPLATE_WORDS: readonly SiteWordId[] = [
  'siteNavigation', 'footerNavigation', 'homeOf', 'builtWith', 'quoteText', 'quoteAuthor', 'slideOf', 'galleryPhotoOf', 'photoOf',
  'previousPhoto', 'nextPhoto', 'photoHidden', 'mapOf', 'mapNote', 'openInOpenStreetMap', 'openInGoogleMaps', 'opensInNewTab',
  'downloadForm', 'pastEvents', 'calendarLead', 'addToGoogleCalendar', 'addToAppleCalendar', 'addToOutlook', 'noNews', 'newsPageOf',
  'newsPages', 'newerStories', 'olderStories', 'pinned', 'allEvents', 'admissionLinks', 'admissionsSubtitle',
  'downloadNoticePdf',
];

/** The placeholders a message uses, inside plurals and selects too. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

describe('the site catalogues', () => {
  const english = catalogueOf('en');
  const others = SUPPORTED_LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

  it('has a catalogue for every supported language, loaded as a chunk of its own', () => {
    expect([...SITE_CATALOGUE_LANGUAGES].sort()).toEqual([...others].sort());
  });

  it("keeps English the spec's words: the empty states word for word", () => {
    expect(SITE_WORDS_EN).toEqual(english);
    const empty = Object.entries(english).filter(([id]) => id.startsWith('empty')).map(([, text]) => text);
    expect(empty.sort()).toEqual([...SPEC_EMPTY_STATE_TEXTS].sort());
  });

  it('gives Hindi and Urdu every message', () => {
    const catalogues = { en: english, hi: catalogueOf('hi'), ur: catalogueOf('ur') };
    expect(missingMessages(catalogues, 'hi')).toEqual([]);
    expect(missingMessages(catalogues, 'ur')).toEqual([]);
  });

  it.each(others)('gives %s every template word (menus, section titles, buttons, empty states)', (language) => {
    const missing = missingMessages({ en: english, [language]: catalogueOf(language) }, language);
    expect(missing.filter((id) => !BEYOND_TEMPLATE_WORDS.includes(id as SiteWordId))).toEqual([]);
  });

  it.each(['en', ...others])('%s: every message parses, with the placeholders of its English message, and no id English lacks', (language) => {
    const catalogue = catalogueOf(language);
    for (const [id, text] of Object.entries(catalogue)) {
      expect([id, english[id] === undefined]).toEqual([id, false]);
      expect([id, [...placeholders(parse(text))].sort()]).toEqual([id, [...placeholders(parse(english[id]))].sort()]);
    }
  });

  it.each(['en', ...others])('%s: the build ships each message parsed, or as plain text that needs no parser', (language) => {
    for (const [id, message] of Object.entries(parsedCatalogue(catalogueOf(language)))) {
      expect([id, typeof message === 'string' ? plainText(message) : Array.isArray(message)]).toEqual([id, typeof message === 'string' ? message : true]);
    }
  });
});

describe("a page's own catalogues (words that come with the page's chunk)", () => {
  const catalogueIn = (folder: string, language: string): Record<string, string> =>
    JSON.parse(readFileSync(join(__dirname, '..', folder, `${language}.messages.json`), 'utf8')) as Record<string, string>;
  const PAGES = [
    ['enquiry/words', ENQUIRY_WORDS_EN, ENQUIRY_CATALOGUES.languages],
    ['disclosure/words', DISCLOSURE_WORDS_EN, DISCLOSURE_CATALOGUES.languages],
    ['layout/alert-words', ALERT_WORDS_EN, ALERT_CATALOGUES.languages],
  ] as const;

  it("the enquiry's English is the spec's words, its answers the API's", () => {
    expect(ENQUIRY_WORDS_EN).toMatchObject(catalogueIn('enquiry/words', 'en'));
    expect([ENQUIRY_WORDS_EN.enquirySent, ENQUIRY_WORDS_EN.sending, ENQUIRY_WORDS_EN.refused]).toEqual([ENQUIRY_MESSAGES.sent, ENQUIRY_MESSAGES.sending, ENQUIRY_MESSAGES.refused]);
  });

  it("the disclosure's English is the board's words", () => {
    expect(DISCLOSURE_WORDS_EN).toEqual(catalogueIn('disclosure/words', 'en'));
    expect(DISCLOSURE_WORDS_EN.title).toBe(DISCLOSURE_PAGE_LABEL);
    expect(Object.keys(DISCLOSURE_SECTIONS).map((letter) => DISCLOSURE_WORDS_EN[`section${letter}` as keyof typeof DISCLOSURE_WORDS_EN])).toEqual(Object.values(DISCLOSURE_SECTIONS));
    // The tables' row labels are the board's, as the dashboard names them.
    const labels = (group: string, board: Readonly<Record<string, string>>) =>
      Object.keys(board).map((field) => [field, DISCLOSURE_WORDS_EN[`${group}.${field}` as keyof typeof DISCLOSURE_WORDS_EN]]);
    expect(labels('general', DISCLOSURE_GENERAL_LABELS)).toEqual(Object.entries(DISCLOSURE_GENERAL_LABELS));
    expect(labels('staff', DISCLOSURE_STAFF_LABELS)).toEqual(Object.entries(DISCLOSURE_STAFF_LABELS));
    expect(labels('infrastructure', DISCLOSURE_INFRASTRUCTURE_LABELS)).toEqual(Object.entries(DISCLOSURE_INFRASTRUCTURE_LABELS));
    expect(DISCLOSURE_DOCUMENTS.map(({ kind, title }) => [title, DISCLOSURE_WORDS_EN[`documents.${kind}`]])).toEqual(DISCLOSURE_DOCUMENTS.map(({ title }) => [title, title]));
  });

  it.each(PAGES)('%s: English needs no formatter; Hindi and Urdu have every message, each with the placeholders of its English', (page, pageEnglish, languages) => {
    const english: Record<string, string> = pageEnglish;
    expect(needsFormatter(english)).toBe(false);
    expect([...languages].sort()).toEqual(['hi', 'ur']);
    for (const language of languages) {
      const catalogue = catalogueIn(page, language);
      expect([language, missingMessages({ en: english, [language]: catalogue }, language)]).toEqual([language, []]);
      for (const [id, text] of Object.entries(catalogue)) {
        expect([id, [...placeholders(parse(text))].sort()]).toEqual([id, [...placeholders(parse(english[id] ?? '{missing}'))].sort()]);
      }
    }
  });
});

describe('what a page downloads for its words', () => {
  it('needs no formatter in English (its messages are text and {name} placeholders): only plurals bring one', () => {
    expect(needsFormatter(SITE_WORDS_EN)).toBe(false);
  });
});
