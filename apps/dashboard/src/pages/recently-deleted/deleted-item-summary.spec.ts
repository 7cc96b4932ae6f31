import { makeWords } from '@schoolpage/words';
import { daysLeft, daysLeftText, summarizeDeleted } from './deleted-item-summary';
import { recentlyDeletedWords } from './recently-deleted.words';

const now = Date.parse('2026-03-31T12:00:00Z');
const entry = (list: string, item: unknown, deletedAt = '2026-03-31T11:00:00Z', categoryId?: string) =>
  ({ id: 'x', list, position: 0, item, deletedAt, categoryId }) as Parameters<typeof summarizeDeleted>[0];

describe('a deleted item as Recently deleted shows it', () => {
  it('names the item as its list did, and the card it was in', () => {
    expect(summarizeDeleted(entry('faq', { question: 'Is there a bus?', answer: 'Yes.' }), now)).toMatchObject({ what: 'Is there a bus?', section: 'FAQ' });
    expect(summarizeDeleted(entry('vision', 'Every child reads'), now)).toMatchObject({ what: 'Every child reads', section: 'Vision' });
    expect(summarizeDeleted(entry('facultyMember', { fullName: 'Asha Rao' }), now)).toMatchObject({ what: 'Asha Rao', section: 'Faculty' });
    expect(summarizeDeleted(entry('courses', { category: 'Masters', course: [] }), now)).toMatchObject({ what: 'Masters', section: 'Course categories' });
    expect(summarizeDeleted(entry('courses', { title: 'MBA' }, undefined, 'c1'), now)).toMatchObject({ what: 'MBA', section: 'Courses' });
    expect(summarizeDeleted(entry('pages', { title: 'Fee structure', slug: 'fee-structure' }), now)).toMatchObject({ what: 'Fee structure', section: 'Pages' });
    expect(summarizeDeleted(entry('news', { title: 'Sports day', slug: 'sports-day' }), now)).toMatchObject({ what: 'Sports day', section: 'News' });
  });

  it('names a deleted picture by its caption, else by its file name, never by its place', () => {
    const captioned = { ...entry('gallery', { id: 'g', url: '/api/files/ab12.png', caption: 'Sports day 2026' }), position: 4 };
    expect(summarizeDeleted(captioned, now)).toMatchObject({ what: 'Sports day 2026', section: 'Gallery' });
    expect(summarizeDeleted(entry('gallery', { id: 'g', url: '/api/files/ab12.png' }), now)).toMatchObject({ what: 'ab12.png', section: 'Gallery' });
  });

  it('counts the days left up to 30 and never below 1', () => {
    expect(daysLeft('2026-03-31T11:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-03-30T11:00:00Z', now)).toBe(29);
    expect(daysLeft('2026-03-01T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-02-01T00:00:00Z', now)).toBe(1);
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(30)).toBe('30 days left');
  });

  it('shows the date of the delete', () => {
    expect(summarizeDeleted(entry('faq', { question: 'Q' }, '2026-03-15T12:00:00Z'), now).deletedOn).toMatch(/15 Mar 2026/);
  });

  it('says it in Hindi on a Hindi dashboard: the card, the days left and the date', () => {
    const hindi = makeWords('hi', recentlyDeletedWords);
    expect(summarizeDeleted(entry('faq', { question: 'बस है?' }, '2026-03-15T12:00:00Z'), now, hindi)).toMatchObject({ what: 'बस है?', section: 'अक्सर पूछे जाने वाले प्रश्न' });
    expect(summarizeDeleted(entry('courses', { title: '' }, undefined, 'c1'), now, hindi)).toMatchObject({ what: 'एक कोर्स', section: 'कोर्स' });
    expect(summarizeDeleted(entry('faq', { question: 'Q' }, '2026-03-15T12:00:00Z'), now, hindi).deletedOn).toMatch(/15 मार्च 2026/);
    expect(daysLeftText(1, hindi)).toBe('1 दिन बाकी');
  });
});
