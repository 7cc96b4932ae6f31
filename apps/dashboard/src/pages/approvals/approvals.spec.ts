import { itemLines, readApprovals } from './approvals';

describe('approvals as read', () => {
  it('keeps well-formed approvals and shows an item as plain lines', () => {
    expect(readApprovals({ success: true, info: [{ id: 'a', changes: [] }, { nope: 1 }] })).toHaveLength(1);
    expect(itemLines({ id: 'x', question: 'Bus?', answer: 'Yes.', imageUrl: { url: '/api/files/k' }, email: [] })).toEqual([
      'question: Bus?',
      'answer: Yes.',
      'imageUrl: /api/files/k',
    ]);
    expect(itemLines(null)).toEqual([]);
  });
});
