import { applyContentChanges, changedSections, changeSummary, contentChanges } from './content-changes';

const notice = (id: string, title: string) => ({ id, title, uploadDate: '2026-11-01', fileUrl: { url: `/api/files/${id}` } });

describe('a proposed change to the content', () => {
  const before = { organizationName: 'Hill View', notice: [notice('a', 'Exams'), notice('b', 'Holidays')], faq: [] };

  it('is read item by item, and applied on content changed meanwhile, keeping the other changes', () => {
    const after = { ...before, notice: [notice('n', 'Sports Day'), notice('a', 'Exams'), notice('b', 'Winter holidays')] };
    const changes = contentChanges(before, after);
    expect(changes.map(changeSummary)).toEqual(['Added to notice: Sports Day', 'Edited in notice: Winter holidays']);
    expect(changedSections(changes)).toEqual(['notice']);

    const meanwhile = { ...before, organizationName: 'Hill View School', notice: [notice('a', 'Exams'), notice('b', 'Holidays'), notice('c', 'PTA meeting')] };
    const applied = applyContentChanges(meanwhile, changes);
    expect(applied).toEqual({
      content: { ...meanwhile, notice: [notice('n', 'Sports Day'), notice('a', 'Exams'), notice('b', 'Winter holidays'), notice('c', 'PTA meeting')] },
    });
  });

  it('fails, applying nothing, when an item it edits or removes has been deleted since', () => {
    const edited = contentChanges(before, { ...before, notice: [notice('a', 'Exams'), notice('b', 'Summer')] });
    const removed = contentChanges(before, { ...before, notice: [notice('b', 'Holidays')] });
    const since = { ...before, notice: [notice('a', 'Exams')] };
    expect(applyContentChanges(since, edited)).toEqual({ conflict: expect.objectContaining({ kind: 'edit', id: 'b' }) });
    expect(applyContentChanges({ ...before, notice: [notice('b', 'Holidays')] }, removed)).toEqual({ conflict: expect.objectContaining({ kind: 'remove', id: 'a' }) });
  });

  it('moves one item and sets whole values', () => {
    const after = { ...before, organizationName: 'Hill View School', notice: [notice('b', 'Holidays'), notice('a', 'Exams')] };
    const changes = contentChanges(before, after);
    expect(changes.map(changeSummary)).toEqual(['Changed organizationName', 'Moved in notice: Holidays']);
    expect(applyContentChanges(before, changes)).toEqual({ content: after });
  });
});
