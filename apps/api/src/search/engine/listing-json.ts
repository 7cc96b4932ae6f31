import { sitePath } from '@schoolpage/content-contract';
import { writeJsonString } from './json-bytes';
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

/** Bytes written before and after the array (an answer's own JSON around it), so the answer is one buffer made once. */
export interface Around {
  before: Buffer;
  after: Buffer;
}
const NOTHING_AROUND: Around = { before: Buffer.alloc(0), after: Buffer.alloc(0) };

/** Where answers are written before they are copied out at their length (one pass over the bytes, not two); grows as needed. */
let scratch = Buffer.allocUnsafe(1 << 16);

/** Room in `scratch` for `bytes` more after `at`. */
function roomFor(at: number, bytes: number): void {
  if (at + bytes <= scratch.length) return;
  const bigger = Buffer.allocUnsafe(Math.max(2 * scratch.length, at + bytes));
  scratch.copy(bigger, 0, 0, at);
  scratch = bigger;
}

/** Writes `bytes` (a few: the pieces between texts) into `scratch` at `at` by hand, cheaper than a call to copy them: where they end. */
function put(bytes: Buffer, at: number): number {
  for (let from = 0; from < bytes.length; from++) scratch[at++] = bytes[from];
  return at;
}

/** The longest a text of `bytes` bytes can be in a JSON string (every byte \u00xx). */
const MOST = 6;

/**
 * The schools `numbers` of `table` as a list answer's JSON array (each school's `_id`, `templateName`,
 * `organizationName`, `contactDetails: { address }`, `slug` and `siteUrl`, as `JSON.stringify` writes them):
 * written from the UTF-8 the table keeps, with no string made per school, between `around`'s bytes. Every
 * school must have a slug.
 */
export function listingJson(table: SchoolTable, numbers: readonly number[], around: Around = NOTHING_AROUND): Buffer {
  const texts = table.textBytes;
  const slugs = table.slugBytes;
  roomFor(0, around.before.length + 2);
  let at = put(around.before, 0);
  scratch[at++] = 0x5b; // [
  for (let i = 0; i < numbers.length; i++) {
    const number = numbers[i];
    const template = templateJsonOf(table.templateName(number));
    const idStart = table.textStart(number, 'organizationId');
    const idEnd = table.textEnd(number, 'organizationId');
    const nameStart = table.textStart(number, 'name');
    const nameEnd = table.textEnd(number, 'name');
    const addressStart = table.textStart(number, 'address');
    const addressEnd = table.textEnd(number, 'address');
    const slugStart = table.slugStart(number);
    const slugEnd = table.slugEnd(number);
    roomFor(at, 2 + BARE_FIXED + template.length + MOST * (idEnd - idStart + nameEnd - nameStart + addressEnd - addressStart + 2 * (slugEnd - slugStart)));
    if (i > 0) scratch[at++] = 0x2c; // ,
    at = writeJsonString(texts, idStart, idEnd, scratch, put(OPEN, at));
    at = put(template, put(TEMPLATE, at));
    at = writeJsonString(texts, nameStart, nameEnd, scratch, put(NAME, at));
    at = writeJsonString(texts, addressStart, addressEnd, scratch, put(ADDRESS, at));
    at = writeJsonString(slugs, slugStart, slugEnd, scratch, put(SLUG, at));
    at = writeJsonString(slugs, slugStart, slugEnd, scratch, put(SITE_URL, at));
    at = put(CLOSE, at);
  }
  roomFor(at, 1 + around.after.length);
  scratch[at++] = 0x5d; // ]
  at = put(around.after, at);
  return Buffer.from(scratch.subarray(0, at));
}
