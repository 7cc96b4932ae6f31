/**
 * The part of a stylesheet one page needs for its first paint: the rules whose selectors can match its HTML (each
 * class a selector names is one the page has), with the at-rules that hold them, the faces it may use (named by
 * its styles or HTML, for a character it has) and the other at-rules (`@keyframes`, `@property`…) as they are. A selector's `:not(…)`, `:is(…)`, `:has(…)` arguments
 * are not required to match (kept rather than lost). The stylesheet's order is kept, so the page looks the same
 * once the whole stylesheet is there. Works on the built (minified, well-formed) stylesheets of the templates.
 */
export function criticalCss(css: string, classes: ReadonlySet<string>, html: string): string {
  const rules = styleRules(css, classes);
  const characters = new Set([...html].map((character) => character.codePointAt(0) ?? 0));
  return fontFaces(css, `${rules}${html}`, characters) + rules;
}

/** The class names a page's HTML uses (its `class` attributes). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** A top-level piece of a stylesheet: `prelude{body}`, or a statement such as `@layer a,b;`. */
interface Piece {
  prelude: string;
  body?: string;
}

/** Group rules whose bodies are rules again. */
const GROUP_RULE = /^@(media|supports|layer|container|scope)\b/i;

function styleRules(css: string, classes: ReadonlySet<string>): string {
  let kept = '';
  for (const { prelude, body } of pieces(css)) {
    if (body === undefined) kept += `${prelude};`;
    else if (GROUP_RULE.test(prelude)) {
      const inner = styleRules(body, classes);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (/^@font-face\b/i.test(prelude)) continue;
    else if (prelude.startsWith('@')) kept += `${prelude}{${body}}`;
    else {
      const selectors = splitOutside(prelude, ',').filter((selector) => requiredClasses(selector).every((name) => classes.has(name)));
      if (selectors.length) kept += `${selectors.join(',')}{${body}}`;
    }
  }
  return kept;
}

/**
 * The stylesheet's `@font-face` rules (at any depth) whose family is named in `usedBy` and whose `unicode-range`, if
 * it has one, holds one of the page's characters (a browser downloads a face for nothing else).
 */
function fontFaces(css: string, usedBy: string, characters: ReadonlySet<number>): string {
  let kept = '';
  for (const { prelude, body } of pieces(css)) {
    if (body === undefined) continue;
    if (GROUP_RULE.test(prelude)) {
      const inner = fontFaces(body, usedBy, characters);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (/^@font-face\b/i.test(prelude)) {
      const family = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/i.exec(body);
      const name = (family?.[1] ?? family?.[2] ?? family?.[3] ?? '').trim();
      const range = /unicode-range:([^;}]+)/i.exec(body)?.[1];
      if ((!name || usedBy.includes(name)) && (!range || inRange(range, characters))) kept += `${prelude}{${body}}`;
    }
  }
  return kept;
}

/** Whether a `unicode-range` (`U+0900-097F, U+4??, U+131`) holds one of the characters. */
function inRange(range: string, characters: ReadonlySet<number>): boolean {
  const spans = range.split(',').map((part) => {
    const [from, to = from.replace(/\?/g, 'F')] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(to, 16)] as const;
  });
  for (const character of characters) if (spans.some(([from, to]) => character >= from && character <= to)) return true;
  return false;
}

/** The class names a selector needs, leaving out those inside functional pseudo-classes (`:not(.open)`). */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
}

/** The top-level pieces of a stylesheet, strings and comments respected. */
function pieces(css: string): Piece[] {
  const found: Piece[] = [];
  let start = 0;
  let depth = 0;
  let preludeEnd = 0;
  for (let at = 0; at < css.length; at += 1) {
    const char = css[at];
    if (char === '"' || char === "'") at = stringEnd(css, at);
    else if (char === '/' && css[at + 1] === '*') at = css.indexOf('*/', at + 2) + 1 || css.length;
    else if (char === '{') {
      if (depth === 0) preludeEnd = at;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        found.push({ prelude: withoutComments(css.slice(start, preludeEnd)).trim(), body: css.slice(preludeEnd + 1, at) });
        start = at + 1;
      }
    } else if (char === ';' && depth === 0) {
      const statement = withoutComments(css.slice(start, at)).trim();
      if (statement) found.push({ prelude: statement });
      start = at + 1;
    }
  }
  return found;
}

function stringEnd(css: string, at: number): number {
  const quote = css[at];
  let end = at + 1;
  while (end < css.length && css[end] !== quote) end += css[end] === '\\' ? 2 : 1;
  return end;
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** A list split at the separators outside parentheses and brackets (`a:is(.b,.c),d` → `a:is(.b,.c)`, `d`). */
function splitOutside(list: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(list.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}
