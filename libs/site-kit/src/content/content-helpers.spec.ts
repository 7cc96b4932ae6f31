import type { CalendarEvent, Notice } from '@schoolpage/content-contract';
import { eventsSoonestFirst } from './events-soonest-first';
import { dayAndMonth, formatDate } from './format-date';
import { hasNoContactDetails } from './contact-details';
import { noticesNewestFirst } from './notices-newest-first';
import { truncateWords } from './truncate-words';

const notice = (title: string, uploadDate: string): Notice => ({ title, uploadDate, fileUrl: { url: `/${title}` } });
const event = (title: string, date: string): CalendarEvent => ({ title, date });

describe('noticesNewestFirst', () => {
  it('puts the most recent upload first and leaves the input untouched', () => {
    const input = [notice('a', '2026-01-05T10:00:00Z'), notice('b', '2026-03-01T08:00:00Z'), notice('c', '2026-02-10T00:00:00Z')];
    expect(noticesNewestFirst(input).map((n) => n.title)).toEqual(['b', 'c', 'a']);
    expect(input.map((n) => n.title)).toEqual(['a', 'b', 'c']);
  });

  it('compares times within one day and puts unreadable dates last', () => {
    const input = [notice('broken', 'soon'), notice('morning', '2026-01-05T08:00:00Z'), notice('evening', '2026-01-05T18:00:00Z')];
    expect(noticesNewestFirst(input).map((n) => n.title)).toEqual(['evening', 'morning', 'broken']);
  });
});

describe('eventsSoonestFirst', () => {
  it('puts the earliest date first and unreadable dates last', () => {
    const input = [event('dec', '2026-12-18'), event('none', ''), event('jul', '2026-07-15'), event('nov', '2026-11-05')];
    expect(eventsSoonestFirst(input).map((e) => e.title)).toEqual(['jul', 'nov', 'dec', 'none']);
  });
});

describe('truncateWords', () => {
  it('keeps short texts whole and cuts long ones with an ellipsis', () => {
    expect(truncateWords('one two three', 3)).toBe('one two three');
    expect(truncateWords('  one   two three four ', 2)).toBe('one two...');
  });
});

describe('formatDate and dayAndMonth', () => {
  it('formats dates in UTC and passes other text through', () => {
    expect(formatDate('2026-12-18')).toBe('18 Dec 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z')).toBe('1 Mar 2026');
    expect(formatDate('next week')).toBe('next week');
    expect(dayAndMonth('2026-11-05')).toEqual({ day: '05', month: 'Nov' });
    expect(dayAndMonth('?')).toEqual({ day: '', month: '' });
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
  });
});

describe('hasNoContactDetails', () => {
  it('is true only when nothing useful is given', () => {
    const empty = { address: ' ', latitude: '', longitude: '', phone: [''], email: [], officeHours: '' };
    expect(hasNoContactDetails(empty)).toBe(true);
    expect(hasNoContactDetails(undefined)).toBe(true);
    expect(hasNoContactDetails({ ...empty, email: ['a@b.c'] })).toBe(false);
  });
});
