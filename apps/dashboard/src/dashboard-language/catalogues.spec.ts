import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { missingMessages, type Catalogues } from '@schoolpage/words';

const SOURCE = join(__dirname, '..');

/** Every `*.words.ts` of the dashboard, wherever its feature keeps it. */
function wordsFiles(folder = SOURCE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return wordsFiles(path);
    return entry.name.endsWith('.words.ts') ? [path] : [];
  });
}

/** The catalogues a words file exports (each export with an English catalogue). */
function cataloguesOf(file: string): [string, Catalogues][] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exports = require(file) as Record<string, unknown>;
  return Object.entries(exports).filter((entry): entry is [string, Catalogues] => {
    const value = entry[1] as { en?: unknown } | null;
    return typeof value === 'object' && value !== null && typeof value.en === 'object';
  });
}

/** The names a message fills in ({message}, {count, plural, …}), wherever they sit. */
function placeholders(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      names.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, names);
    }
    if (element.type === TYPE.tag) placeholders(element.children, names);
  }
  return names;
}

const catalogues = wordsFiles().flatMap((file) =>
  cataloguesOf(file).map(([name, value]): [string, Catalogues] => [`${relative(SOURCE, file)} ${name}`, value]),
);

describe("the dashboard's catalogues", () => {
  it('are found in every feature folder that has words', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(14);
    expect(catalogues.map(([name]) => name)).toEqual(expect.arrayContaining([expect.stringMatching(/^layout\/layout\.words\.ts /)]));
  });

  describe.each(catalogues)('%s', (_name, catalogue) => {
    const hindi = catalogue['hi'] ?? {};

    it('has every message in Hindi, and no Hindi message English lacks', () => {
      expect(missingMessages(catalogue, 'hi')).toEqual([]);
      expect(Object.keys(hindi).filter((id) => !(id in catalogue.en))).toEqual([]);
    });

    it('parses every message, and fills the same placeholders in Hindi as in English', () => {
      const wrong: string[] = [];
      for (const [id, english] of Object.entries(catalogue.en)) {
        const hindiMessage = hindi[id];
        try {
          const englishNames = placeholders(typeof english === 'string' ? parse(english) : english);
          const hindiNames = placeholders(typeof hindiMessage === 'string' ? parse(hindiMessage) : (hindiMessage ?? []));
          if ([...englishNames].sort().join() !== [...hindiNames].sort().join()) wrong.push(`${id}: {${[...englishNames].join()}} ≠ {${[...hindiNames].join()}}`);
        } catch (error) {
          wrong.push(`${id}: ${String(error)}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
