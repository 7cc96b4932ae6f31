import { sitePath } from '@schoolpage/content-contract';
import { giveBackAnswerBuffer, takeAnswerBuffer } from '../../common/answer-buffers';
import { copyBytes, viewOf, writeJsonString } from './json-bytes';
import type { SchoolTable } from './school-table';

/** Bytes as the writing reads them: a view, and how many. */
interface Piece {
  view: DataView;
  length: number;
}
const pieceOf = (bytes: Buffer): Piece => ({ view: viewOf(bytes), length: bytes.length });
const ascii = (text: string) => pieceOf(Buffer.from(text, 'latin1'));
/** The parts of a listed school's JSON between its texts, in the order `JSON.stringify` writes its fields. */
const OPEN = ascii('{"_id":"');
const TEMPLATE = ascii('","templateName":');
const NAME = ascii(',"organizationName":"');
const ADDRESS = ascii('","contactDetails":{"address":"');
const SLUG = ascii('"},"slug":"');
const SITE_URL = pieceOf(Buffer.from(`","siteUrl":${JSON.stringify(sitePath('')).slice(0, -1)}`));
const CLOSE = ascii('"}');
const BARE_FIXED = OPEN.length + TEMPLATE.length + NAME.length + ADDRESS.length + SLUG.length + SITE_URL.length + CLOSE.length;

/** Each template's name as a JSON string (templates are few, and asked for by every answer). */
const templateJson = new Map<string, Piece>();
const templateJsonOf = (templateName: string) => {
  let json = templateJson.get(templateName);
  if (!json) templateJson.set(templateName, (json = pieceOf(Buffer.from(JSON.stringify(templateName)))));
  return json;
};

/** Bytes written before and after the array (an answer's own JSON around it), so the answer is one buffer made once. */
export interface Around {
  before: Buffer;
  after: Buffer;
}
const NOTHING_AROUND: Around = { before: Buffer.alloc(0), after: Buffer.alloc(0) };

/** Where the answer being made is written (a buffer of the answers' pool, common/answer-buffers.ts, or a bigger one). */
let scratch: Buffer = Buffer.alloc(0);
let scratchView = viewOf(scratch);

/** Room in `scratch` for `bytes` more after `at`. */
function roomFor(at: number, bytes: number): void {
  if (at + bytes <= scratch.length) return;
  const bigger = Buffer.allocUnsafe(Math.max(2 * scratch.length, at + bytes));
  scratch.copy(bigger, 0, 0, at);
  giveBackAnswerBuffer(scratch);
  scratch = bigger;
  scratchView = viewOf(scratch);
}

/** Writes `piece` (a few bytes: those between texts) into `scratch` at `at`: where it ends. */
function put(piece: Piece, at: number): number {
  return copyBytes(piece.view, 0, piece.length, scratchView, at);
}

/** A view of each byte array the table keeps texts in, made once per array (it is replaced as the table grows). */
const views = new WeakMap<Uint8Array, DataView>();
function keptView(bytes: Uint8Array): DataView {
  let view = views.get(bytes);
  if (!view) views.set(bytes, (view = viewOf(bytes)));
  return view;
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
  const texts = keptView(table.textBytes);
  const slugs = keptView(table.slugBytes);
  scratch = takeAnswerBuffer();
  scratchView = viewOf(scratch);
  roomFor(0, around.before.length + 2);
  scratch.set(around.before, 0);
  let at = around.before.length;
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
    at = writeJsonString(texts, idStart, idEnd, scratchView, put(OPEN, at));
    at = put(template, put(TEMPLATE, at));
    at = writeJsonString(texts, nameStart, nameEnd, scratchView, put(NAME, at));
    at = writeJsonString(texts, addressStart, addressEnd, scratchView, put(ADDRESS, at));
    at = writeJsonString(slugs, slugStart, slugEnd, scratchView, put(SLUG, at));
    at = writeJsonString(slugs, slugStart, slugEnd, scratchView, put(SITE_URL, at));
    at = put(CLOSE, at);
  }
  roomFor(at, 1 + around.after.length);
  scratch[at++] = 0x5d; // ]
  scratch.set(around.after, at);
  at += around.after.length;
  return scratch.subarray(0, at);
}
