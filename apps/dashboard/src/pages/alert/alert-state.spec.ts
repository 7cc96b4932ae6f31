import { makeWords } from '@schoolpage/words';
import { alertStateText } from './alert-state';
import { alertWords } from './alert.words';

const NOW = Date.parse('2026-12-01T00:00:00Z');

describe('where the saved alert stands', () => {
  it('reads no alert, showing, scheduled and expired in the school time zone', () => {
    expect(alertStateText(undefined, NOW)).toBe('No alert is on your site.');
    expect(alertStateText({ message: 'Hi', level: 'info' }, NOW)).toBe('Showing on your site until you remove it.');
    expect(alertStateText({ message: 'Hi', level: 'info', endsAt: '2026-12-01T12:30:00.000Z' }, NOW)).toBe('Showing on your site until Tue 1 Dec 2026, 18:00.');
    expect(alertStateText({ message: 'Hi', level: 'info', startsAt: '2026-12-07T01:30:00.000Z' }, NOW)).toBe('Scheduled for Mon 7 Dec 2026, 07:00.');
    expect(alertStateText({ message: 'Hi', level: 'info', endsAt: '2026-11-30T12:30:00.000Z' }, NOW)).toBe('Expired on Mon 30 Nov 2026, 18:00: no longer shown.');
  });

  it('says the same in Hindi, with the time as Hindi writes it', () => {
    const hindi = makeWords('hi', alertWords);
    expect(alertStateText(undefined, NOW, hindi)).toBe('आपकी साइट पर कोई अलर्ट नहीं है।');
    expect(alertStateText({ message: 'Hi', level: 'info', startsAt: '2026-12-07T01:30:00.000Z' }, NOW, hindi)).toMatch(/^सोम, 7 दिस॰ 2026, 07:00 के लिए निर्धारित।$/);
  });
});
