import {
  isCommentNode,
  isFunctionNode,
  isSimpleBlockNode,
  isTokenNode,
  isWhiteSpaceOrCommentNode,
  parseListOfComponentValues,
  type ComponentValue,
} from '@csstools/css-parser-algorithms';
import {
  isTokenAtKeyword,
  isTokenColon,
  isTokenComma,
  isTokenIdent,
  isTokenOpenCurly,
  isTokenSemicolon,
  isTokenString,
  isTokenUnicodeRange,
  isTokenURL,
  stringify,
  tokenize,
} from '@csstools/css-tokenizer';

/** A file of a face: its URL as the stylesheet writes it (relative to the stylesheet) and its format when named. */
export interface FontSource {
  url: string;
  format?: string;
}

/** An `@font-face` rule of a stylesheet, as far as a page needs it to preload the face's file. */
export interface FontFaceRule {
  family: string;
  /** Its files, in the order the browser tries them. */
  sources: FontSource[];
  /** The characters it draws, as inclusive code point ranges; every character when the rule names none. */
  unicodeRanges: [number, number][];
}

/**
 * The `@font-face` rules of a stylesheet (those inside conditional rules too), read by the CSS Syntax
 * tokenizer and parser of @csstools: the built stylesheets are minified in their own way (unquoted families,
 * `url()` without quotes, `U+??`), which a parser reads as a browser does.
 */
export function fontFaceRules(css: string): FontFaceRule[] {
  return rulesIn(parseListOfComponentValues(tokenize({ css })));
}

function rulesIn(values: ComponentValue[]): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  let fontFace = false;
  for (const value of values) {
    if (isTokenNode(value) && isTokenAtKeyword(value.value)) fontFace = value.value[4].value.toLowerCase() === 'font-face';
    if (isTokenNode(value) && isTokenSemicolon(value.value)) fontFace = false;
    if (!isSimpleBlockNode(value) || !isTokenOpenCurly(value.startToken)) continue;
    if (fontFace) rules.push(fontFaceRule(descriptors(value.value)));
    else rules.push(...rulesIn(value.value));
    fontFace = false;
  }
  return rules;
}

/** A block's declarations by name (lower case), each value without the whitespace and comments around it. */
function descriptors(block: ComponentValue[]): Map<string, ComponentValue[]> {
  const found = new Map<string, ComponentValue[]>();
  let declaration: ComponentValue[] = [];
  for (const value of [...block, undefined]) {
    if (value && !(isTokenNode(value) && isTokenSemicolon(value.value))) {
      declaration.push(value);
      continue;
    }
    const [name, ...afterName] = trimmed(declaration);
    const colonAt = afterName.findIndex((part) => !isWhiteSpaceOrCommentNode(part));
    const colon = afterName[colonAt];
    if (name && isTokenNode(name) && isTokenIdent(name.value) && colon && isTokenNode(colon) && isTokenColon(colon.value)) {
      found.set(name.value[4].value.toLowerCase(), trimmed(afterName.slice(colonAt + 1)));
    }
    declaration = [];
  }
  return found;
}

function fontFaceRule(descriptor: Map<string, ComponentValue[]>): FontFaceRule {
  return {
    family: familyName(descriptor.get('font-family') ?? []),
    sources: commaSeparated(descriptor.get('src') ?? []).flatMap((source) => fontSource(source) ?? []),
    unicodeRanges: unicodeRanges(descriptor.get('unicode-range') ?? []),
  };
}

/** A family named by a string (`'SchoolPage Scripts'`) or by identifiers (`SchoolPage Scripts`). */
function familyName(value: ComponentValue[]): string {
  const [first] = value;
  if (value.length === 1 && isTokenNode(first) && isTokenString(first.value)) return first.value[4].value;
  return value
    .filter((part) => !isWhiteSpaceOrCommentNode(part))
    .map((part) => (isTokenNode(part) && isTokenIdent(part.value) ? part.value[4].value : part.toString()))
    .join(' ');
}

/** `url(x) format("woff2")` or `url("x")`; undefined for a face the system has (`local(...)`). */
function fontSource(source: ComponentValue[]): FontSource | undefined {
  let url: string | undefined;
  let format: string | undefined;
  for (const part of source) {
    if (isTokenNode(part) && isTokenURL(part.value)) url = part.value[4].value;
    if (!isFunctionNode(part)) continue;
    const argument = part.value.find((inner) => isTokenNode(inner) && (isTokenString(inner.value) || isTokenIdent(inner.value)));
    const text = argument && isTokenNode(argument) ? (argument.value[4] as { value: string }).value : undefined;
    const name = part.getName().toLowerCase();
    if (name === 'url' || name === 'src') url = text;
    if (name === 'format') format = text?.toLowerCase();
  }
  return url === undefined ? undefined : { url, ...(format ? { format } : {}) };
}

/** The ranges of a `unicode-range` descriptor: its text tokenized again where unicode ranges are read (CSS Syntax). */
function unicodeRanges(value: ComponentValue[]): [number, number][] {
  const css = stringify(...value.flatMap((part) => part.tokens()));
  return tokenize({ css, unicodeRangesAllowed: true })
    .filter(isTokenUnicodeRange)
    .map((token) => [token[4].startOfRange, token[4].endOfRange]);
}

function commaSeparated(value: ComponentValue[]): ComponentValue[][] {
  const lists: ComponentValue[][] = [[]];
  for (const part of value) {
    if (isTokenNode(part) && isTokenComma(part.value)) lists.push([]);
    else lists[lists.length - 1].push(part);
  }
  return lists.map(trimmed);
}

function trimmed(value: ComponentValue[]): ComponentValue[] {
  let start = 0;
  let end = value.length;
  while (start < end && isWhiteSpaceOrCommentNode(value[start])) start++;
  while (end > start && isWhiteSpaceOrCommentNode(value[end - 1])) end--;
  return value.slice(start, end).filter((part) => !isCommentNode(part));
}
