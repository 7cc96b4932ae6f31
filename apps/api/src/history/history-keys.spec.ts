import type { StoredContent } from '../sites/recently-deleted';
import { changedThings, historyKey, restoreInto, stateOf, thingOf } from './history-keys';

const content = (parts: Record<string, unknown>) => parts as unknown as StoredContent;

describe('the things whose versions are kept', () => {
  it('names each thing by one key and reads it back; the trash and unknown keys name none', () => {
    for (const key of ['section:faq', 'section:contactDetails', 'page:p1', 'news:n1', 'circular:c1', 'alert', 'disclosure']) expect(historyKey(thingOf(key)!)).toBe(key);
    for (const key of ['section:recentlyDeleted', 'section:pages', 'page:', 'story:1', 'page:a/b', '']) expect(thingOf(key)).toBeUndefined();
  });

  it('finds what a save changed: sections, each page, story and circular (moved too), the alert and the disclosure', () => {
    const before = content({ faq: [], vision: ['a'], notice: [{ id: 'c1' }, { id: 'c2' }], pages: [{ id: 'p1', title: 'A' }], recentlyDeleted: [] });
    const after = content({
      faq: [],
      vision: ['b'],
      notice: [{ id: 'c2' }, { id: 'c1' }],
      pages: [{ id: 'p1', title: 'A' }],
      news: [{ id: 'n1' }],
      alert: { text: 'Closed' },
      recentlyDeleted: [{ id: 'x' }],
    });
    expect(changedThings(before, after).map(historyKey).sort()).toEqual(['alert', 'circular:c1', 'circular:c2', 'news:n1', 'section:notice', 'section:vision'].sort());
    expect(stateOf(after, { kind: 'circular', id: 'c1' })).toEqual({ state: { id: 'c1' }, position: 1 });
    expect(stateOf(after, { kind: 'disclosure' })).toEqual({ state: null, position: null });
  });

  it('puts a state back: a whole section, an item in its place or away, one item alone', () => {
    const site = content({ faq: [{ id: 'a', q: 'A2' }, { id: 'c', q: 'C' }], pages: [{ id: 'p2' }], alert: { text: 'x' } });
    expect(restoreInto(site, { kind: 'page', id: 'p1' }, { id: 'p1' }, 0, undefined)).toBe(true);
    expect(restoreInto(site, { kind: 'alert' }, null, null)).toBe(true);
    expect(restoreInto(site, { kind: 'section', field: 'faq' }, [{ id: 'a', q: 'A' }, { id: 'b', q: 'B' }], null, 'b')).toBe(true);
    expect(restoreInto(site, { kind: 'section', field: 'faq' }, [{ id: 'a', q: 'A' }], null, 'z')).toBe(false);
    expect(site).toEqual({ faq: [{ id: 'a', q: 'A2' }, { id: 'b', q: 'B' }, { id: 'c', q: 'C' }], pages: [{ id: 'p1' }, { id: 'p2' }] });
  });
});
