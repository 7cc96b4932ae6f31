import { pageOf } from './page-of';

const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('cuts 20 items into pages of 8, 8 and 4', () => {
    expect(pageOf(twenty, 1, 8)).toEqual({ page: 1, pageCount: 3, items: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(pageOf(twenty, 3, 8)).toEqual({ page: 3, pageCount: 3, items: [17, 18, 19, 20] });
  });

  it('keeps the page within range', () => {
    expect(pageOf(twenty, 9, 8).page).toBe(3);
    expect(pageOf(twenty, 0, 8).page).toBe(1);
    expect(pageOf([], 1, 8)).toEqual({ page: 1, pageCount: 1, items: [] });
  });
});
