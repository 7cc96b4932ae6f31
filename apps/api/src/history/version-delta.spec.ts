import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { SqliteVersionStore } from './sqlite-version-store';
import { KEYFRAME_EVERY, rebuilt, storedForm, type StoredVersion } from './version-delta';
import type { VersionRecord } from './version-store';

let order = 0;
const version = (state: unknown, organizationId = 'school', thing = 'section:faq'): VersionRecord => {
  order += 1;
  return { id: `v${order}`, organizationId, thing, order, at: order, by: null, approvalId: null, state, position: null };
};
const faq = (answer: string) => ['Fees?', 'Uniform?', 'Buses?', 'Lunch?'].map((question, index) => ({ id: `faq${index}`, question, answer: index ? 'As before.' : answer }));

/** Keeps each version after the ones before it, as the store does. */
function keptInTurn(versions: VersionRecord[]): StoredVersion[] {
  const kept: StoredVersion[] = [];
  for (const v of versions) {
    const fromKeyframe = kept.slice(kept.findLastIndex((stored) => stored.patch === undefined));
    kept.push(storedForm(v, kept.length ? fromKeyframe : []));
  }
  return kept;
}

describe('a version as kept', () => {
  it('is whole at a thing’s first version, a patch from the one before where smaller, and whole every KEYFRAME_EVERY-th', () => {
    const kept = keptInTurn(Array.from({ length: KEYFRAME_EVERY * 2 + 1 }, (_, n) => version(faq(`Changed ${n} times.`))));
    const wholeAt = kept.flatMap((stored, n) => (stored.patch === undefined ? [n] : []));
    expect(wholeAt).toEqual([0, KEYFRAME_EVERY, KEYFRAME_EVERY * 2]);
    expect(kept[1].patch).toEqual([{ op: 'replace', path: '/0/answer', value: 'Changed 1 times.' }]);
    expect(kept[1].follows).toBe(kept[0].order);
  });

  it('is whole where the patch would not be smaller: a small or emptied thing, a template name', () => {
    const [, small] = keptInTurn([version([{ id: 'a', text: 'x' }]), version([{ id: 'a', text: 'y' }])]);
    expect(small).toMatchObject({ state: [{ id: 'a', text: 'y' }] });
    const [, removed] = keptInTurn([version(faq('Yes.')), version(null)]);
    expect(removed).toMatchObject({ state: null });
    const [, template] = keptInTurn([version('run', 'school', 'section:template'), version('bloom', 'school', 'section:template')]);
    expect(template).toMatchObject({ state: 'bloom' });
    expect(removed.patch ?? template.patch ?? small.patch).toBeUndefined();
  });

  it('is ordered after the thing’s newest version where it was made at the same moment', () => {
    const first = version(faq('Yes.'));
    const [, second] = keptInTurn([first, { ...version(faq('No.')), order: first.order }]);
    expect(second.order).toBe(first.order + 1);
  });

  it('cannot be read from a run without the whole state it starts from', () => {
    const [, patched] = keptInTurn([version(faq('Yes.')), version(faq('No.'))]);
    expect(() => rebuilt([patched])).toThrow('lack the whole state');
  });
});

describe('versions kept in the embedded database, for any edits', () => {
  let dir: string;
  let db: SqliteDatabase;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'version-delta-'));
    db = openSqliteDatabase(join(dir, 'history.db'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const text = fc.string({ maxLength: 30 });
  const item = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), question: text, answer: text, shown: fc.boolean() });
  const edit = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('change' as const), index: fc.nat(), answer: text }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), index: fc.nat(), item }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), index: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), state: fc.oneof(fc.constant(null), fc.constant('text'), fc.array(item, { maxLength: 3 })) }) },
  );
  type Item = { id: string; question: string; answer: string; shown: boolean };
  type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

  /** The list after one edit: an answer changed, an item added, removed or moved to the end, or the whole replaced. */
  const applied = (state: unknown, e: Edit): unknown => {
    if (e.kind === 'whole') return e.state;
    const list = Array.isArray(state) ? (structuredClone(state) as Item[]) : [];
    const at = list.length ? e.index % list.length : 0;
    if (e.kind === 'add') list.splice(at, 0, e.item);
    else if (!list.length) return list;
    else if (e.kind === 'change') list[at].answer = e.answer;
    else if (e.kind === 'remove') list.splice(at, 1);
    else list.push(...list.splice(at, 1));
    return list;
  };

  it('rebuilds every version’s state as it was recorded, in pages and one by one', async () => {
    let patches = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 3, maxLength: 6 }), fc.array(edit, { minLength: 1, maxLength: 70 }), async (start, edits) => {
        const store = new SqliteVersionStore(db);
        const school = `school${order}`;
        const recorded = [version(start, school)];
        for (const e of edits) recorded.push(version(applied(recorded[recorded.length - 1].state, e), school));
        for (const v of recorded) await store.add(v);
        for (const v of recorded) expect(await store.find(school, v.id)).toEqual(v);
        const newestFirst = [...recorded].reverse();
        for (let skip = 0; skip < recorded.length; skip += 20) {
          expect((await store.list(school, 'section:faq', { skip, limit: 20 })).items).toEqual(newestFirst.slice(skip, skip + 20));
        }
        patches += db.prepare('SELECT COUNT(*) FROM site_versions WHERE organization_id = ? AND keyframe = 0').pluck().get(school) as number;
      }),
      { numRuns: 40 },
    );
    expect(patches).toBeGreaterThan(0);
  });
});
