import { versionChanges } from './version-diff';
import type { VersionRecord } from './version-store';

const version = (thing: string, state: unknown, position: number | null = null): VersionRecord => ({
  id: 'v',
  organizationId: 's',
  thing,
  order: 1,
  at: 1,
  by: null,
  approvalId: null,
  state,
  position,
});

describe('what a version changed from the one before', () => {
  it('names items added, removed, moved and changed field by field in a list section', () => {
    const before = version('section:faq', [{ id: 'a', q: 'A' }, { id: 'b', q: 'B' }, { id: 'c', q: 'C' }]);
    const after = version('section:faq', [{ id: 'c', q: 'C' }, { id: 'a', q: 'A!' }, { id: 'd', q: 'D' }]);
    expect(versionChanges(before, after)).toEqual([
      { kind: 'removed', itemId: 'b', item: { id: 'b', q: 'B' } },
      { kind: 'moved', itemId: 'c', position: 0 },
      { kind: 'changed', itemId: 'a', fields: [{ field: 'q', old: 'A', new: 'A!' }] },
      { kind: 'added', itemId: 'd', position: 2, item: { id: 'd', q: 'D' } },
    ]);
  });

  it('names the fields of a single section, and a page added, moved, changed and removed', () => {
    expect(versionChanges(version('section:contactDetails', { phone: '1', email: 'a@b' }), version('section:contactDetails', { phone: '2', email: 'a@b' }))).toEqual([
      { kind: 'changed', itemId: null, fields: [{ field: 'phone', old: '1', new: '2' }] },
    ]);
    expect(versionChanges(undefined, version('page:p', { id: 'p', title: 'T' }, 0))).toEqual([{ kind: 'added', itemId: 'p', position: 0, item: { id: 'p', title: 'T' } }]);
    expect(versionChanges(version('page:p', { id: 'p', title: 'T' }, 0), version('page:p', { id: 'p', title: 'U' }, 2))).toEqual([
      { kind: 'changed', itemId: 'p', fields: [{ field: 'title', old: 'T', new: 'U' }] },
      { kind: 'moved', itemId: 'p', position: 2 },
    ]);
    expect(versionChanges(version('page:p', { id: 'p' }, 0), version('page:p', null))).toEqual([{ kind: 'removed', itemId: 'p', item: { id: 'p' } }]);
    expect(versionChanges(version('alert', { text: 'x' }), version('alert', null))).toEqual([{ kind: 'removed', itemId: null, item: { text: 'x' } }]);
  });

  it('names each translated text that changed by its language and place, with its old and new words', () => {
    const hindi = (text: string) => ({ text, source: 'x' });
    const before = version('section:translations', { hi: { 'faq/#a/question': hindi('बस?'), organizationName: hindi('सनराइज़') } });
    const after = version('section:translations', { hi: { 'faq/#a/question': hindi('क्या बस है?'), organizationName: hindi('सनराइज़') }, ur: { organizationName: hindi('سن رائز') } });
    expect(versionChanges(before, after)).toEqual([
      {
        kind: 'changed',
        itemId: null,
        fields: [
          { field: 'hi/faq/#a/question', old: 'बस?', new: 'क्या बस है?' },
          { field: 'ur/organizationName', old: null, new: 'سن رائز' },
        ],
      },
    ]);
    expect(versionChanges(undefined, version('section:translations', null))).toEqual([]);
  });
});
