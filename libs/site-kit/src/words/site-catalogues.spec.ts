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
import { ALERT_CATALOGUES } from '../layout/alert-words/alert-words';
import { SITE_CATALOGUE_LANGUAGES, SITE_WORDS_EN } from './site-catalogues';

// The build's loader, as the template builds run it (tools/rspack/messages-loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries -- the build tool itself, to test what it ships
const { parsedCatalogue } = require('../../../../tools/rspack/messages-loader.cjs') as {
  parsedCatalogue: (catalogue: Record<string, string>) => Record<string, string | MessageFormatElement[]>;
};

type Messages = Record<string, string>;

const LANGUAGES = SUPPORTED_LANGUAGES.map((language) => language.code);
const OTHERS = LANGUAGES.filter((code) => code !== 'en');

/**
 * The three catalogues of a school's site: the site's own words (menus, section titles, buttons, empty states,
 * screen-reader sentences) and the words of the two pages that come in chunks of their own. Each has English, the
 * spec's words, and a catalogue per other supported language that its loader knows as a chunk of its own.
 */
const CATALOGUES = [
  ['site', join(__dirname, 'catalogues'), SITE_CATALOGUE_LANGUAGES],
  ['enquiry', join(__dirname, '..', 'enquiry', 'words'), ENQUIRY_CATALOGUES.languages],
  ['disclosure', join(__dirname, '..', 'disclosure', 'words'), DISCLOSURE_CATALOGUES.languages],
  ['alert', join(__dirname, '..', 'layout', 'alert-words'), ALERT_CATALOGUES.languages],
] as const;

const catalogueIn = (folder: string, language: string): Messages =>
  JSON.parse(readFileSync(join(folder, `${language}.messages.json`), 'utf8')) as Messages;

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

/** The options of each plural and select in a message, by its placeholder (`count: plural one|other`). */
function choices(elements: MessageFormatElement[], found: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.push(`${element.value}: ${element.type === TYPE.plural ? 'plural' : 'select'} ${Object.keys(element.options).join('|')}`);
      for (const option of Object.values(element.options)) choices(option.value, found);
    }
    if (element.type === TYPE.tag) choices(element.children, found);
  }
  return found;
}

/** A plural's options the language does not have (each plural needs `other`; `=N` fits every language). */
function foreignPluralCategories(elements: MessageFormatElement[], language: string): string[] {
  const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  return choices(elements)
    .filter((choice) => choice.includes(': plural '))
    .flatMap((choice) => {
      const options = choice.split(' ').at(-1)?.split('|') ?? [];
      const foreign = options.filter((option) => !option.startsWith('=') && !categories.has(option));
      return options.includes('other') ? foreign : [...foreign, '(no other)'];
    });
}

describe.each(CATALOGUES)('the %s catalogues', (_name, folder, loaded) => {
  const english = catalogueIn(folder, 'en');

  it('has a catalogue for every supported language, loaded as a chunk of its own', () => {
    expect([...loaded].sort()).toEqual([...OTHERS].sort());
  });

  it.each(OTHERS)('gives %s every message of English, and no id English lacks', (language) => {
    const catalogue = catalogueIn(folder, language);
    expect(missingMessages({ en: english, [language]: catalogue }, language)).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => english[id] === undefined)).toEqual([]);
  });

  it.each(LANGUAGES)("%s: every message parses, with its English message's placeholders and selects, and plurals the language has", (language) => {
    const catalogue = catalogueIn(folder, language);
    for (const [id, text] of Object.entries(catalogue)) {
      const elements = parse(text);
      const englishElements = parse(english[id] ?? '{notInEnglish}');
      expect([id, [...placeholders(elements)].sort()]).toEqual([id, [...placeholders(englishElements)].sort()]);
      const selects = (found: MessageFormatElement[]) => choices(found).filter((choice) => choice.includes(': select '));
      expect([id, selects(elements)]).toEqual([id, selects(englishElements)]);
      expect([id, foreignPluralCategories(elements, language)]).toEqual([id, []]);
    }
  });

  it.each(LANGUAGES)('%s: the build ships each message parsed, or as plain text that needs no parser', (language) => {
    for (const [id, message] of Object.entries(parsedCatalogue(catalogueIn(folder, language)))) {
      expect([id, typeof message === 'string' ? plainText(message) : Array.isArray(message)]).toEqual([id, typeof message === 'string' ? message : true]);
    }
  });

  it('needs no formatter in English (its messages are text and {name} placeholders): only plurals bring one', () => {
    expect(needsFormatter(english)).toBe(false);
  });
});

describe("the catalogues' English", () => {
  it("is the spec's words on the site: the empty states word for word", () => {
    const english = catalogueIn(join(__dirname, 'catalogues'), 'en');
    expect(SITE_WORDS_EN).toEqual(english);
    const empty = Object.entries(english).filter(([id]) => id.startsWith('empty')).map(([, text]) => text);
    expect(empty.sort()).toEqual([...SPEC_EMPTY_STATE_TEXTS].sort());
  });

  it("is the spec's words on the enquiry's pages, its answers the API's", () => {
    expect(ENQUIRY_WORDS_EN).toMatchObject(catalogueIn(join(__dirname, '..', 'enquiry', 'words'), 'en'));
    expect([ENQUIRY_WORDS_EN.enquirySent, ENQUIRY_WORDS_EN.sending, ENQUIRY_WORDS_EN.refused]).toEqual([ENQUIRY_MESSAGES.sent, ENQUIRY_MESSAGES.sending, ENQUIRY_MESSAGES.refused]);
  });

  it("is the board's words on the disclosure page", () => {
    expect(DISCLOSURE_WORDS_EN).toEqual(catalogueIn(join(__dirname, '..', 'disclosure', 'words'), 'en'));
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
});
