import { draftPreviewAddress, withDraftsShown } from './post-status';

describe('a preview of drafts', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');

  it('shows drafts and posts scheduled for later as published now, and leaves the others as they are', () => {
    const items = [
      { title: 'draft', status: 'draft' as const },
      { title: 'later', status: 'published' as const, publishAt: '2026-12-05T00:00:00Z' },
      { title: 'live', status: 'published' as const, publishAt: '2026-11-01T00:00:00Z' },
    ];
    expect(withDraftsShown(items, now)).toEqual([{ title: 'draft' }, { title: 'later' }, items[2]]);
    expect(withDraftsShown(undefined, now)).toBeUndefined();
  });

  it('is the page address with the preview query', () => {
    expect(draftPreviewAddress('/s/hill-school/news/sports-day')).toBe('/s/hill-school/news/sports-day?preview=draft');
  });
});
