import { ItemNotFoundError, positionOf, withItemAdded, withItemRemoved } from './site-lists';

const faq = [
  { id: 'a', question: 'Q1', answer: 'A1' },
  { id: 'b', question: 'Q2', answer: 'A2' },
  { id: 'c', question: 'Q3', answer: 'A3' },
];

describe('site list operations', () => {
  it('adds at the end without changing the original list', () => {
    const next = withItemAdded(faq, { id: 'd', question: 'Q4', answer: 'A4' });
    expect(next.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(faq).toHaveLength(3);
  });

  it('removes by position', () => {
    const { list, removed } = withItemRemoved(faq, { index: 1 });
    expect(removed.id).toBe('b');
    expect(list.map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('removes by id, which wins over a stale index', () => {
    const { list, removed } = withItemRemoved(faq, { index: 0, id: 'c' });
    expect(removed.id).toBe('c');
    expect(list.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it.each([{ index: 3 }, { index: -1 }, { index: 1.5 }, {}])('refuses position %o', (selector) => {
    expect(() => positionOf(faq, selector)).toThrow(new ItemNotFoundError('indexOutOfRange'));
  });

  it('refuses an unknown id', () => {
    expect(() => positionOf(faq, { id: 'zzz' })).toThrow(new ItemNotFoundError('unknownId'));
  });

  it('removes plain strings by position', () => {
    expect(withItemRemoved(['x', 'y'], { index: 0 })).toEqual({ list: ['y'], removed: 'x' });
  });
});
