import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeIndexSnapshot, forgetReadAhead, readAhead, readIndexSnapshot, readWhole, SNAPSHOT_FORMAT, snapshotPieces, writeIndexSnapshot } from './index-snapshot';
import { SchoolSearchIndex } from './school-search-index';

const NAME_WORDS = ["St. Mary's", 'Saint', 'Sacred', 'Heart', 'Kendriya', 'Vidyalaya', 'High', 'School', 'HS', 'Govt.', 'Sr.', 'No. 2', 'सरस्वती', 'Vidya'];
const PLACES = ['Kochi', 'Bengaluru', 'New Delhi', 'Shivajinagar, Bengaluru', 'Sector 2, Kochi', 'वाराणसी'];
const QUERY_WORDS = ['st', 'saint', 'sa', 'marys', 'sacred heart', 'kendr', 'vidya', 'hs', 'govt', 'no 2', 'kochi', 'bengaluru', 'delhi', 'vidyalya', 'bengalru', 'सरस्वती', 'वारा'];

const site = fc.record({
  id: fc.integer({ min: 0, max: 25 }).map((n) => `site-${n}`),
  published: fc.boolean(),
  name: fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  address: fc.constantFrom(...PLACES),
  templateName: fc.constantFrom('nbl', 'run', 'aurora'),
  slug: fc.option(fc.constantFrom('st-marys', 'kv-kochi', 'saraswati-vidya'), { nil: undefined }),
});
const query = fc.array(fc.constantFrom(...QUERY_WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

/** The index as a snapshot of it reads back. */
function reopened(index: SchoolSearchIndex, sequence = 7): SchoolSearchIndex {
  const snapshot = decodeIndexSnapshot(Buffer.concat(snapshotPieces(index.parts(), sequence)))!;
  expect(snapshot.sequence).toBe(sequence);
  return new SchoolSearchIndex(snapshot.parts);
}

describe('the search index snapshot', () => {
  it('reads back an index answering every search as the one written, before and after later changes to both', () => {
    fc.assert(
      fc.property(fc.array(site, { maxLength: 50 }), fc.array(site, { maxLength: 20 }), fc.array(query, { minLength: 1, maxLength: 10 }), (before, after, queries) => {
        const index = new SchoolSearchIndex();
        for (const { id, ...change } of before) index.put(id, change);
        const copy = reopened(index);
        expect(copy.size).toBe(index.size);
        for (const text of queries) expect({ text, found: copy.search(text, 10) }).toEqual({ text, found: index.search(text, 10) });
        // The snapshot is of the index as it was: changes to either after it do not reach the other's arrays.
        const again = reopened(index);
        for (const { id, ...change } of after) {
          index.put(id, change);
          copy.put(id, change);
        }
        for (const text of queries) expect({ text, found: copy.search(text, 10) }).toEqual({ text, found: index.search(text, 10) });
        const reread = reopened(copy);
        for (const text of queries) expect({ text, found: reread.search(text, 10) }).toEqual({ text, found: index.search(text, 10) });
        expect(again.size).toBe(new Set(before.filter((s, i) => before.findLastIndex((t) => t.id === s.id) === i && s.published).map((s) => s.id)).size);
      }),
      { numRuns: 150 },
    );
  });

  it('opens an index of very many words (more than a call can take as arguments)', () => {
    const index = new SchoolSearchIndex();
    index.put('a', { published: true, name: 'Greenwood High', address: 'Kochi', templateName: 'nbl' });
    const parts = index.parts();
    const words = Array.from({ length: 300_000 }, (_, i) => `word${i}`);
    const many = new SchoolSearchIndex({ ...parts, words: [...parts.words.split('\n'), ...words].join('\n'), wordSchools: new Int32Array(parts.wordSchools.length + words.length) });
    expect(many.search('greenwood', 10).map((s) => s._id)).toEqual(['a']);
  });

  describe('in a file', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'search-snapshot-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    function someIndex(): SchoolSearchIndex {
      const index = new SchoolSearchIndex();
      index.put('a', { published: true, name: "St. Mary's High School", address: 'MG Road, Bengaluru', templateName: 'nbl' });
      index.put('b', { published: true, name: 'Kendriya Vidyalaya No. 2', address: 'Kochi', templateName: 'run' });
      return index;
    }

    it('is written whole and read with the sequence it is current to', async () => {
      const file = join(dir, 'search-index.snapshot');
      const bytes = await writeIndexSnapshot(file, someIndex().parts(), 42);
      expect(readFileSync(file).length).toBe(bytes);
      const snapshot = await readIndexSnapshot(file);
      expect(snapshot?.sequence).toBe(42);
      expect(new SchoolSearchIndex(snapshot!.parts).search('kendriya', 10).map((s) => s._id)).toEqual(['b']);
    });

    it('is opened from a read begun ahead once, and read anew after', async () => {
      const file = join(dir, 'search-index.snapshot');
      await writeIndexSnapshot(file, someIndex().parts(), 1);
      readAhead(file);
      // Written again (put in place of the file) once the read began: the first open is of the bytes read ahead, the next of the file now.
      await writeIndexSnapshot(file, someIndex().parts(), 2);
      expect((await readIndexSnapshot(file))?.sequence).toBe(1);
      expect((await readIndexSnapshot(file))?.sequence).toBe(2);
      readAhead(file);
      forgetReadAhead(file);
      await writeIndexSnapshot(file, someIndex().parts(), 3);
      expect((await readIndexSnapshot(file))?.sequence).toBe(3);
    });

    it('reads a file of many pieces whole, each in its place', async () => {
      const file = join(dir, 'large');
      const bytes = Buffer.alloc(40 * 1024 * 1024 + 12_345);
      for (let at = 0; at < bytes.length; at += 4096) bytes.writeUInt32LE(at, at);
      writeFileSync(file, bytes);
      expect((await readWhole(file))?.equals(bytes)).toBe(true);
      expect(await readWhole(join(dir, 'missing'))).toBeUndefined();
    });

    it('is not read when missing, cut short, of another format or not a snapshot at all', async () => {
      const file = join(dir, 'search-index.snapshot');
      expect(await readIndexSnapshot(file)).toBeUndefined();
      await writeIndexSnapshot(file, someIndex().parts(), 1);
      const whole = readFileSync(file);
      writeFileSync(file, whole.subarray(0, whole.length - 16));
      expect(await readIndexSnapshot(file)).toBeUndefined();
      writeFileSync(file, Buffer.from(whole.toString('latin1').replace(`"format":${SNAPSHOT_FORMAT}`, `"format":${SNAPSHOT_FORMAT - 1}`), 'latin1'));
      expect(await readIndexSnapshot(file)).toBeUndefined();
      writeFileSync(file, 'SQLite format 3');
      expect(await readIndexSnapshot(file)).toBeUndefined();
    });
  });
});
