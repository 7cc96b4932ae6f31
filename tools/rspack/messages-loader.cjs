/**
 * A message catalogue (`*.messages.json`: ICU MessageFormat texts by id) as a module of parsed messages, made
 * at build time: a page then formats its messages without the ICU parser (the template builds alias it to its
 * `no-parser` build). A message that is plain text stays a string and needs no formatter at all (see
 * `plainText` in @schoolpage/words): the same test, so the page never meets a string it would have to parse.
 */
const { existsSync, readFileSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

const SYNTAX = /[{}<']/;

/** The catalogue with each message parsed, or kept as a string when it is plain text; throws on a message that does not parse. */
function parsedCatalogue(catalogue) {
  const parsed = {};
  for (const [id, text] of Object.entries(catalogue)) {
    let elements;
    try {
      elements = parse(text);
    } catch (error) {
      throw new Error(`The message "${id}" does not parse: ${error.message}`);
    }
    const plain = elements.length === 0 ? '' : elements.length === 1 && elements[0].type === 0 ? elements[0].value : undefined;
    parsed[id] = plain !== undefined && !SYNTAX.test(plain) ? plain : elements;
  }
  return parsed;
}

/**
 * A language's catalogue whose English every page already has (the loader's `englishInEveryPage` folders: the site's
 * own words) ships its messages only, in English's order, and takes the ids from that English catalogue: a page
 * downloads no id twice. Any other catalogue (a page's own words, whose English comes with that page only) ships its
 * ids with it, so a language's chunk never carries a copy of the English.
 */
module.exports = function messagesLoader(source) {
  const messages = parsedCatalogue(JSON.parse(source));
  const english = join(dirname(this.resourcePath), 'en.messages.json');
  const { englishInEveryPage = [] } = this.getOptions ? this.getOptions() : {};
  const shared = englishInEveryPage.some((folder) => dirname(this.resourcePath).endsWith(folder));
  if (basename(this.resourcePath) === 'en.messages.json' || !existsSync(english)) return `export default ${JSON.stringify(messages)};`;
  this.addDependency(english);
  const ids = Object.keys(JSON.parse(readFileSync(english, 'utf8')));
  const unknown = Object.keys(messages).filter((id) => !ids.includes(id));
  if (unknown.length) throw new Error(`Messages English does not have: ${unknown.join(', ')}`);
  if (!shared) return `export default ${JSON.stringify(messages)};`;
  const inOrder = JSON.stringify(ids.map((id) => messages[id] ?? null));
  return [
    "import english from './en.messages.json';",
    `const messages = ${inOrder};`,
    'export default Object.fromEntries(Object.keys(english).map((id, i) => [id, messages[i]]).filter((entry) => entry[1] !== null));',
  ].join('\n');
};
module.exports.parsedCatalogue = parsedCatalogue;
