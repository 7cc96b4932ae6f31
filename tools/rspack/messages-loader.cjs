/**
 * A message catalogue (`*.messages.json`: ICU MessageFormat texts by id) as a module of parsed messages, made
 * at build time: a page then formats its messages without the ICU parser (the template builds alias it to its
 * `no-parser` build). A message that is plain text stays a string and needs no formatter at all (see
 * `plainText` in @schoolpage/words): the same test, so the page never meets a string it would have to parse.
 */
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

module.exports = function messagesLoader(source) {
  return `export default ${JSON.stringify(parsedCatalogue(JSON.parse(source)))};`;
};
module.exports.parsedCatalogue = parsedCatalogue;
