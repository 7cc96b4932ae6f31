import type { CalendarEvent, Notice } from '@schoolpage/content-contract';
import { eventsByDay } from './events-by-day';
import { dayAndMonth, dayKey, formatDate } from './format-date';
import { textLogoHalves } from './text-logo';
import { schoolToday } from './today';
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

describe('eventsByDay', () => {
  const titles = (list: CalendarEvent[]) => list.map((e) => e.title);

  it('lists today and later soonest first, unreadable dates last, and earlier days latest first', () => {
    const input = [
      event('dec', '2026-12-18'),
      event('none', ''),
      event('jul', '2026-07-15'),
      event('today', '2026-11-23'),
      event('yesterday', '2026-11-22'),
      event('nov', '2026-11-05'),
      event('tomorrow', '2026-11-24'),
    ];
    const { upcoming, past } = eventsByDay(input, '2026-11-23');
    expect(titles(upcoming)).toEqual(['today', 'tomorrow', 'dec', 'none']);
    expect(titles(past)).toEqual(['yesterday', 'nov', 'jul']);
  });

  it("goes by the school's day, whatever the time of a stored date-time", () => {
    const { upcoming, past } = eventsByDay([event('late', '2026-11-23T23:59:00-10:00'), event('early', '2026-11-22T00:00:00+14:00')], '2026-11-23');
    expect(titles(upcoming)).toEqual(['late']);
    expect(titles(past)).toEqual(['early']);
  });
});

describe('schoolToday', () => {
  it("writes the school's calendar day in its time zone, wherever the computer is", () => {
    // 18:29 UTC is 23:59 in India, 18:31 UTC already the next day there.
    expect(schoolToday('Asia/Kolkata', new Date(Date.UTC(2026, 0, 5, 18, 29)))).toBe('2026-01-05');
    expect(schoolToday('Asia/Kolkata', new Date(Date.UTC(2026, 0, 5, 18, 31)))).toBe('2026-01-06');
    expect(schoolToday('America/New_York', new Date(Date.UTC(2027, 0, 1, 3, 0)))).toBe('2026-12-31');
  });
});

describe('textLogoHalves', () => {
  it('trims both halves (they are written with one space between) and is undefined without a logo', () => {
    expect(textLogoHalves({ startLogo: "St. Mary's", endLogo: 'High School' })).toEqual({ start: "St. Mary's", end: 'High School' });
    expect(textLogoHalves({ startLogo: "St. Mary's ", endLogo: ' High School' })).toEqual({ start: "St. Mary's", end: 'High School' });
    expect(textLogoHalves({ startLogo: ' ', endLogo: '' })).toBeUndefined();
    expect(textLogoHalves(undefined)).toBeUndefined();
  });
});

describe('truncateWords', () => {
  it('keeps short texts whole and cuts long ones with an ellipsis', () => {
    expect(truncateWords('one two three', 3)).toBe('one two three');
    expect(truncateWords('  one   two three four ', 2)).toBe('one two...');
  });
});

describe('formatDate and dayAndMonth', () => {
  it("writes the school's calendar day out and passes other text through", () => {
    expect(formatDate('2026-12-18')).toBe('18 Dec 2026');
    expect(formatDate('2026-03-01T23:30:00.000Z')).toBe('1 Mar 2026');
    expect(formatDate('next week')).toBe('next week');
    expect(dayAndMonth('2026-11-05')).toEqual({ day: '05', month: 'Nov' });
    expect(dayAndMonth('?')).toEqual({ day: '', month: '' });
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
    expect(formatDate('2026-12-12T00:30:00+05:30')).toBe('12 Dec 2026');
    expect(dayKey('2026-12-12T23:00:00-08:00')).toBe('2026-12-12');
    expect(dayKey('2026-13-01')).toBe('');
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
