import { close, closeSync, fstatSync, openSync, read } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import type { SchoolSearchIndexParts } from './school-search-index';

/**
 * Raise when the snapshot's layout or what the index keeps changes: a snapshot of another format is not read
 * (the index is read from the database instead, and the next snapshot is of this format).
 */
export const SNAPSHOT_FORMAT = 3;
const MAGIC = 'SCHOOLPAGE-SEARCH';

type ArrayKind = 'u8' | 'i32' | 'f64';
interface Section {
  name: string;
  kind: ArrayKind;
  length: number;
}
interface Header {
  magic: string;
  format: number;
  /** The change feed's sequence the snapshot is current to: changes after it are taken in when it is opened. */
  sequence: number;
  templates: string[];
  sections: Section[];
}

/** A snapshot as read: the index's parts and the sequence they are current to. */
export interface IndexSnapshot {
  sequence: number;
  parts: SchoolSearchIndexParts;
}

const ALIGN = 8;
const emptyLists = { terms: new Uint8Array(0), termBounds: new Float64Array(0), listBounds: new Float64Array(0), schools: new Int32Array(0) };
/** Parts of nothing: for the names of the arrays a snapshot must hold. */
const EMPTY_PARTS: SchoolSearchIndexParts = {
  table: { bytes: new Uint8Array(0), bounds: new Float64Array(0), templateOf: new Int32Array(0), templates: [], slugBytes: new Uint8Array(0), slugBounds: new Float64Array(0) },
  ranks: new Float64Array(0),
  byName: new Int32Array(0),
  inName: emptyLists,
  inPlace: emptyLists,
  typos: emptyLists,
  words: '',
  wordSchools: new Int32Array(0),
};
const padded = (length: number) => Math.ceil(length / ALIGN) * ALIGN;

/** The parts as named typed arrays, in the order the file holds them. */
function arraysOf(parts: SchoolSearchIndexParts): [string, Uint8Array | Int32Array | Float64Array][] {
  return [
    ['table.bytes', parts.table.bytes],
    ['table.bounds', parts.table.bounds],
    ['table.templateOf', parts.table.templateOf],
    ['table.slugBytes', parts.table.slugBytes],
    ['table.slugBounds', parts.table.slugBounds],
    ['ranks', parts.ranks],
    ['byName', parts.byName],
    ...(['inName', 'inPlace', 'typos'] as const).flatMap((lists) =>
      (['terms', 'termBounds', 'listBounds', 'schools'] as const).map((part): [string, Uint8Array | Int32Array | Float64Array] => [`${lists}.${part}`, parts[lists][part]]),
    ),
    ['words', Buffer.from(parts.words)],
    ['wordSchools', parts.wordSchools],
  ];
}

const kindOf = (array: Uint8Array | Int32Array | Float64Array): ArrayKind => (array instanceof Float64Array ? 'f64' : array instanceof Int32Array ? 'i32' : 'u8');

/**
 * A snapshot's bytes, in pieces: a header (format, sequence, each array's kind and length) and the arrays as
 * they are in memory, each at a multiple of 8 bytes, so reading it back is one read and no conversion.
 */
export function snapshotPieces(parts: SchoolSearchIndexParts, sequence: number): Uint8Array[] {
  const arrays = arraysOf(parts);
  const header: Header = {
    magic: MAGIC,
    format: SNAPSHOT_FORMAT,
    sequence,
    templates: parts.table.templates,
    sections: arrays.map(([name, array]) => ({ name, kind: kindOf(array), length: array.length })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const lead = Buffer.alloc(padded(4 + headerBytes.length));
  lead.writeUInt32LE(headerBytes.length, 0);
  headerBytes.copy(lead, 4);
  const pieces: Uint8Array[] = [lead];
  for (const [, array] of arrays) {
    pieces.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    if (padded(array.byteLength) > array.byteLength) pieces.push(new Uint8Array(padded(array.byteLength) - array.byteLength));
  }
  return pieces;
}

/**
 * Writes a snapshot of the index's parts to `file`: a new file put in place of the old at the end, so a
 * reader never sees half of one. Its size in bytes.
 */
export async function writeIndexSnapshot(file: string, parts: SchoolSearchIndexParts, sequence: number): Promise<number> {
  const partial = `${file}.${process.pid}.partial`;
  const handle = await open(partial, 'w');
  let written = 0;
  try {
    for (const piece of snapshotPieces(parts, sequence)) {
      // Large arrays a piece at a time: the server answers between them.
      for (let at = 0; at < piece.length; at += 1 << 24) written += (await handle.write(piece, at, Math.min(1 << 24, piece.length - at))).bytesWritten;
    }
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
  return written;
}

/** The snapshot in `file`, or undefined when there is none, it is of another format, or it is not whole (see `readAhead`). */
export async function readIndexSnapshot(file: string): Promise<IndexSnapshot | undefined> {
  const ahead = readsAhead.get(file);
  readsAhead.delete(file);
  const bytes = await (ahead ?? readWhole(file));
  return bytes && decodeIndexSnapshot(bytes);
}

/** Reads begun by `readAhead`, by file, until `readIndexSnapshot` or `forgetReadAhead` takes them. */
const readsAhead = new Map<string, Promise<Buffer | undefined>>();

/**
 * Begins reading the snapshot in `file` now, for `readIndexSnapshot` to take: as the process starts, so the
 * disk reads it while this thread loads the platform's code (a cold start's two longest waits, one beside the other).
 */
export function readAhead(file: string): void {
  if (!readsAhead.has(file)) readsAhead.set(file, readWhole(file));
}

/** A read begun ahead that will not be used (the snapshot is not to be opened): its bytes are let go. */
export function forgetReadAhead(file: string): void {
  readsAhead.delete(file);
}

/**
 * How many of the thread pool's 4 threads read a file at once: one read each, so the file is read whole
 * without this thread, which may be busy (with the platform's code as the process starts, with requests
 * later); one thread is left for the platform's other file work (with every thread reading, its start waited
 * for the whole snapshot).
 */
const READERS = 3;

/** The bytes of `file` (undefined when there is none or it cannot be read), read by READERS threads of the pool, a part each. */
export function readWhole(file: string): Promise<Buffer | undefined> {
  return new Promise((done) => {
    let fd: number;
    let bytes: Buffer;
    try {
      fd = openSync(file, 'r');
    } catch {
      return done(undefined);
    }
    try {
      bytes = Buffer.allocUnsafe(fstatSync(fd).size);
    } catch {
      closeSync(fd);
      return done(undefined);
    }
    // Parts of whole pages (4 KiB), each read by one call.
    const piece = Math.max(4096, Math.ceil(bytes.length / READERS / 4096) * 4096);
    let pieces = Math.ceil(bytes.length / piece);
    let failed = false;
    const finished = (ok: boolean) => {
      failed ||= !ok;
      if (--pieces > 0) return;
      close(fd, () => done(failed ? undefined : bytes));
    };
    // A piece read short (the file cut meanwhile) is read on from where it stopped, until the file ends.
    const readPiece = (at: number, end: number) =>
      read(fd, bytes, at, end - at, at, (error, count) => {
        if (error || count === 0) finished(false);
        else if (at + count < end) readPiece(at + count, end);
        else finished(true);
      });
    if (pieces === 0) return close(fd, () => done(bytes));
    for (let at = 0; at < bytes.length; at += piece) readPiece(at, Math.min(at + piece, bytes.length));
  });
}

/** A snapshot's bytes read back (see `readIndexSnapshot`). */
export function decodeIndexSnapshot(file: Buffer): IndexSnapshot | undefined {
  // The arrays are read in place, so they must start on a multiple of 8 bytes.
  const bytes = file.byteOffset % ALIGN === 0 ? file : Buffer.from(file);
  if (bytes.length < 4) return undefined;
  const headerLength = bytes.readUInt32LE(0);
  let header: Header;
  try {
    header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
  } catch {
    return undefined;
  }
  if (header.magic !== MAGIC || header.format !== SNAPSHOT_FORMAT) return undefined;
  const arrays = new Map<string, Uint8Array | Int32Array | Float64Array>();
  let at = padded(4 + headerLength);
  for (const { name, kind, length } of header.sections) {
    const size = length * (kind === 'f64' ? 8 : kind === 'i32' ? 4 : 1);
    if (at + size > bytes.length) return undefined;
    const offset = bytes.byteOffset + at;
    arrays.set(name, kind === 'f64' ? new Float64Array(bytes.buffer, offset, length) : kind === 'i32' ? new Int32Array(bytes.buffer, offset, length) : new Uint8Array(bytes.buffer, offset, length));
    at += padded(size);
  }
  const expected = arraysOf(EMPTY_PARTS).map(([name]) => name);
  if (expected.some((name) => !arrays.has(name))) return undefined;
  const get = <A>(name: string) => arrays.get(name) as A;
  const lists = (name: string) => ({
    terms: get<Uint8Array>(`${name}.terms`),
    termBounds: get<Float64Array>(`${name}.termBounds`),
    listBounds: get<Float64Array>(`${name}.listBounds`),
    schools: get<Int32Array>(`${name}.schools`),
  });
  return {
    sequence: header.sequence,
    parts: {
      table: {
        bytes: get('table.bytes'),
        bounds: get('table.bounds'),
        templateOf: get('table.templateOf'),
        templates: header.templates,
        slugBytes: get('table.slugBytes'),
        slugBounds: get('table.slugBounds'),
      },
      ranks: get('ranks'),
      byName: get('byName'),
      inName: lists('inName'),
      inPlace: lists('inPlace'),
      typos: lists('typos'),
      words: Buffer.from(get<Uint8Array>('words')).toString('utf8'),
      wordSchools: get('wordSchools'),
    },
  };
}
