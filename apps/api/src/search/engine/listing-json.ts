import { sitePath } from '@schoolpage/content-contract';
import { jsonStringLength, writeJsonString } from './json-bytes';
import type { SchoolTable } from './school-table';

const ascii = (text: string) => Buffer.from(text, 'latin1');
/** The parts of a listed school's JSON between its texts, in the order `JSON.stringify` writes its fields. */
const OPEN = ascii('{"_id":"');
const TEMPLATE = ascii('","templateName":');
const NAME = ascii(',"organizationName":"');
const ADDRESS = ascii('","contactDetails":{"address":"');
const SLUG = ascii('"},"slug":"');
const SITE_URL = Buffer.from(`","siteUrl":${JSON.stringify(sitePath('')).slice(0, -1)}`);
const CLOSE = ascii('"}');
const BARE_FIXED = OPEN.length + TEMPLATE.length + NAME.length + ADDRESS.length + SLUG.length + SITE_URL.length + CLOSE.length;

/** Each template's name as a JSON string (templates are few, and asked for by every answer). */
const templateJson = new Map<string, Buffer>();
const templateJsonOf = (templateName: string) => {
  let json = templateJson.get(templateName);
  if (!json) templateJson.set(templateName, (json = Buffer.from(JSON.stringify(templateName))));
  return json;
};

/**
 * The schools `numbers` of `table` as a list answer's JSON array (each school's `_id`, `templateName`,
 * `organizationName`, `contactDetails: { address }`, `slug` and `siteUrl`, as `JSON.stringify` writes them):
 * written from the UTF-8 the table keeps, with no string made per school. Every school must have a slug.
 */
export function listingJson(table: SchoolTable, numbers: readonly number[]): Buffer {
  const texts = table.textBytes;
  const slugs = table.slugBytes;
  const text = (number: number, name: 'organizationId' | 'name' | 'address') => jsonStringLength(texts, table.textStart(number, name), table.textEnd(number, name));
  let length = 2 + Math.max(0, numbers.length - 1);
  for (const number of numbers) {
    const slug = jsonStringLength(slugs, table.slugStart(number), table.slugEnd(number));
    length += BARE_FIXED + text(number, 'organizationId') + templateJsonOf(table.templateName(number)).length + text(number, 'name') + text(number, 'address') + 2 * slug;
  }
  const json = Buffer.allocUnsafe(length);
  const put = (bytes: Buffer, at: number) => at + bytes.copy(json, at);
  const putText = (number: number, name: 'organizationId' | 'name' | 'address', at: number) =>
    writeJsonString(texts, table.textStart(number, name), table.textEnd(number, name), json, at);
  let at = 0;
  json[at++] = 0x5b; // [
  numbers.forEach((number, i) => {
    if (i > 0) json[at++] = 0x2c; // ,
    at = putText(number, 'organizationId', put(OPEN, at));
    at = put(templateJsonOf(table.templateName(number)), put(TEMPLATE, at));
    at = putText(number, 'name', put(NAME, at));
    at = putText(number, 'address', put(ADDRESS, at));
    at = writeJsonString(slugs, table.slugStart(number), table.slugEnd(number), json, put(SLUG, at));
    at = writeJsonString(slugs, table.slugStart(number), table.slugEnd(number), json, put(SITE_URL, at));
    at = put(CLOSE, at);
  });
  json[at++] = 0x5d; // ]
  return json;
}
