import { SAMPLE_OWN_PAGES } from '../sample/sample-own-pages';
import { isSitePage, siteMenuPages } from '../site/site-menu';
import { contentAt, nextContentChange } from './content-at';
import { itemPagesAt } from './item-pages';

const publishAt = '2025-12-01T01:30:00.000Z';
const expireAt = '2025-12-08T01:30:00.000Z';
const at = Date.parse;

const notice = { id: 'n1', title: 'Holiday', uploadDate: '2025-11-20T00:00:00.000Z', fileUrl: { url: '/api/files/a.pdf' }, publishAt, expireAt };
const results = { ...SAMPLE_OWN_PAGES[0], id: 'r', title: 'Results', slug: 'results', publishAt: '2025-12-03T00:00:00.000Z' };
const alert = { message: 'Rain', level: 'info' as const, startsAt: '2025-12-02T00:00:00.000Z' };
const stored = { notice: [notice], pages: [SAMPLE_OWN_PAGES[0], results], alert };
const templatePages = [{ label: 'Home', page: '' }];

describe('a site as visitors see it as the clock moves', () => {
  it('shows a scheduled notice and page from their publishing time, and not after their expiry', () => {
    const before = contentAt(stored, at(publishAt) - 1);
    expect(before.notice).toEqual([]);
    expect(before.pages?.map((p) => p.slug)).toEqual(['fee-structure']);
    expect(before).not.toHaveProperty('alert');

    const during = contentAt(stored, at('2025-12-03T00:00:00.000Z'));
    expect(during.notice).toEqual([notice]);
    expect(during.pages?.map((p) => p.slug)).toEqual(['fee-structure', 'results']);
    expect(during.alert).toEqual(alert);
    expect(isSitePage(templatePages, during, 'p/results')).toBe(true);
    expect(isSitePage(templatePages, during, 'notice/n1')).toBe(true);
    expect(siteMenuPages(templatePages, during).map((p) => p.page)).toEqual(['', 'p/fee-structure', 'p/results']);

    const after = contentAt(stored, at(expireAt));
    expect(after.notice).toEqual([]);
    expect(isSitePage(templatePages, after, 'notice/n1')).toBe(false);
    expect(isSitePage(templatePages, before, 'p/results')).toBe(false);
  });

  it('names the next time the site changes by itself: each publishing, expiry, alert start or end', () => {
    const times = [publishAt, alert.startsAt, results.publishAt, expireAt];
    let now = at('2025-11-30T00:00:00.000Z');
    for (const next of times) {
      expect(nextContentChange(stored, now)).toBe(at(next));
      now = at(next);
    }
    expect(nextContentChange(stored, now)).toBeUndefined();
  });

  it('lists the item pages published at a time for the sitemap', () => {
    const sources = { pages: [{ slug: 'fee-structure' }, { slug: 'results', publishAt: results.publishAt }], news: [{ slug: 'sports-day', expireAt }] };
    expect(itemPagesAt(sources, at(publishAt))).toEqual(['p/fee-structure', 'news/sports-day']);
    expect(itemPagesAt(sources, at('2025-12-09T00:00:00.000Z'))).toEqual(['p/fee-structure', 'p/results']);
  });
});
