import { dateOnly, safeHref } from './item-fields';

describe('item fields', () => {
  it('make only web and same-site addresses clickable', () => {
    expect(safeHref('https://facebook.com/school')).toBe('https://facebook.com/school');
    expect(safeHref('/api/files/a.pdf')).toBe('/api/files/a.pdf');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });

  it('read the date part of a date-time', () => {
    expect(dateOnly('2026-11-02T10:00:00Z')).toBe('2026-11-02');
  });
});
