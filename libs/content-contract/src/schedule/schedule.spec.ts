import { nextScheduleChange, publishedAt, scheduleLabel, scheduleState, type Scheduled } from './schedule';

const at = (iso: string) => Date.parse(iso);
/** Mon 1 Dec 2025, 07:00 in Asia/Kolkata. */
const monday7 = '2025-12-01T01:30:00.000Z';

describe('schedule', () => {
  const story = { publishAt: monday7, expireAt: '2025-12-08T01:30:00.000Z' };

  it('moves from scheduled to published to expired as the clock passes its times', () => {
    expect(scheduleState(story, at(monday7) - 1)).toBe('scheduled');
    expect(scheduleState(story, at(monday7))).toBe('published');
    expect(scheduleState(story, at('2025-12-08T01:29:59.999Z'))).toBe('published');
    expect(scheduleState(story, at('2025-12-08T01:30:00.000Z'))).toBe('expired');
    expect(scheduleState({}, 0)).toBe('published');
  });

  it('lists only what visitors see at a time', () => {
    const items: ({ title: string } & Scheduled)[] = [{ title: 'a' }, { title: 'b', ...story }];
    expect(publishedAt(items, at(monday7) - 1).map((i) => i.title)).toEqual(['a']);
    expect(publishedAt(items, at(monday7)).map((i) => i.title)).toEqual(['a', 'b']);
  });

  it('names the next time anything appears or goes', () => {
    const other = { expireAt: '2025-12-03T00:00:00.000Z' };
    expect(nextScheduleChange([story, other, undefined], at('2025-11-30T00:00:00Z'))).toBe(at(monday7));
    expect(nextScheduleChange([story, other], at(monday7))).toBe(at('2025-12-03T00:00:00.000Z'));
    expect(nextScheduleChange([story, other], at('2025-12-09T00:00:00Z'))).toBeUndefined();
  });

  it('says the schedule in the school time zone', () => {
    expect(scheduleLabel(story, at(monday7) - 1)).toBe('Scheduled for Mon 1 Dec, 07:00');
    expect(scheduleLabel(story, at('2025-12-09T00:00:00Z'))).toBe('Expired');
    expect(scheduleLabel({}, 0)).toBe('Published');
  });

  it('keeps a draft off the site whatever its times, and names it', () => {
    expect(scheduleState({ status: 'draft' }, 0)).toBe('draft');
    expect(publishedAt([{ status: 'draft' }, { status: 'published' }, {}], 0)).toEqual([{ status: 'published' }, {}]);
    expect(scheduleLabel({ ...story, status: 'draft' }, at(monday7))).toBe('Draft');
  });
});
