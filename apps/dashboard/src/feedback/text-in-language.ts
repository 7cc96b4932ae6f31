import { makeWords, type Catalogues } from '@schoolpage/words';

const PLACEHOLDER = /\{(\w+)\}/g;

interface TextShape<Id extends string> {
  id: Id;
  pattern: RegExp;
  names: string[];
  /** How many of its characters are its own words: the shape that says more is tried first. */
  literalLength: number;
}

/** How deep a text inside a text is translated ("Failed to update: Too many codes… in 3 hours."). */
const DEEPEST = 3;

/**
 * Placeholders that hold the school's or a person's own words, numbers or addresses: shown as they came, never
 * looked up (a question titled like one of our messages stays the school's question).
 */
const AS_THEY_CAME = new Set(['name', 'named', 'itemName', 'email', 'slug', 'school', 'what', 'count', 'max', 'min', 'limit', 'n', 'year', 'className', 'widths', 'formats', 'board', 'template']);

/**
 * A translator of texts the server writes in English (its messages, its records) into the catalogues' other
 * languages: a text is found by its English words; one with a value inside ("Failed to update: {message}") by its
 * shape, the shape that says most first, a value that is itself a known text translated in turn. A text not known
 * is shown as it came.
 */
export function textInLanguage<Id extends string>(catalogues: Catalogues<Id>): (text: string, language: string) => string {
  const english = makeWords('en', catalogues);
  const byText = new Map<string, Id>();
  const shapes: TextShape<Id>[] = [];
  for (const id of Object.keys(catalogues.en) as Id[]) {
    const message = catalogues.en[id];
    if (typeof message !== 'string') continue;
    const names = [...message.matchAll(PLACEHOLDER)].map((match) => match[1]);
    if (names.length === 0) {
      if (!byText.has(english.t(id))) byText.set(english.t(id), id);
      continue;
    }
    const literal = message.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const source = literal.map((part) => part.replace(/''/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
    shapes.push({ id, pattern: new RegExp(`^${source}$`, 's'), names, literalLength: literal.join('').length });
  }
  // "{field} must be a number, 0 or more." before "{name} must be a {expected}.", which would take it too.
  shapes.sort((a, b) => b.literalLength - a.literalLength);

  return (text, language) => {
    if (language === 'en') return text;
    const words = makeWords(language, catalogues);
    const translate = (part: string, depth: number): string => {
      const id = byText.get(part);
      if (id) return words.t(id);
      if (depth > DEEPEST) return part;
      for (const shape of shapes) {
        const match = shape.pattern.exec(part);
        if (!match) continue;
        const values = Object.fromEntries(
          shape.names.map((name, index) => [name, AS_THEY_CAME.has(name) ? match[index + 1] : translate(match[index + 1], depth + 1)]),
        );
        return words.t(shape.id, values);
      }
      return part;
    };
    return translate(text, 0);
  };
}
