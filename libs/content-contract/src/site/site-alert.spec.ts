import { ALERT_MESSAGES as M } from '../messages/alert-messages';
import { alertIdentity, isAlertShowing, nextAlertChange, shownAlert, type SiteAlert } from './site-alert';
import { siteAlertSchema } from './site-alert.schema';

const NOW = Date.parse('2026-12-01T00:00:00Z');
const HOUR = 3_600_000;
const schema = siteAlertSchema(() => NOW);
const problem = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("a school's alert", () => {
  const timed: SiteAlert = {
    message: 'School closed tomorrow — heavy rain',
    level: 'emergency',
    startsAt: new Date(NOW + HOUR).toISOString(),
    endsAt: new Date(NOW + 3 * HOUR).toISOString(),
  };

  it('shows from its start (included) to its end (excluded), and always without times', () => {
    expect(isAlertShowing(timed, NOW)).toBe(false);
    expect(isAlertShowing(timed, NOW + HOUR)).toBe(true);
    expect(isAlertShowing(timed, NOW + 3 * HOUR - 1)).toBe(true);
    expect(isAlertShowing(timed, NOW + 3 * HOUR)).toBe(false);
    expect(isAlertShowing({ message: 'Hello', level: 'info' }, NOW)).toBe(true);
    expect(isAlertShowing(undefined, NOW)).toBe(false);
    expect(shownAlert(timed, NOW)).toBeUndefined();
    expect(shownAlert(timed, NOW + 2 * HOUR)).toBe(timed);
  });

  it('names the next time it appears or goes, and none once it is over', () => {
    expect(nextAlertChange(timed, NOW)).toBe(NOW + HOUR);
    expect(nextAlertChange(timed, NOW + HOUR)).toBe(NOW + 3 * HOUR);
    expect(nextAlertChange(timed, NOW + 3 * HOUR)).toBeUndefined();
    expect(nextAlertChange({ message: 'Hello', level: 'info' }, NOW)).toBeUndefined();
  });

  it('is named by what it says and when, so a changed alert shows again after a dismissal', () => {
    expect(alertIdentity(timed)).toBe(alertIdentity({ ...timed }));
    expect(alertIdentity(timed)).not.toBe(alertIdentity({ ...timed, message: 'School open' }));
  });
});

describe('the alert schema', () => {
  it('takes a message, a level, a link and times with an offset, kept as UTC instants', () => {
    expect(
      schema.parse({
        message: '  Sports day moved  ',
        level: 'info',
        link: 'https://example.org/sports',
        startsAt: '2026-12-01T07:00:00+05:30',
        endsAt: '2026-12-02T18:00:00+05:30',
      }),
    ).toEqual({
      message: 'Sports day moved',
      level: 'info',
      link: 'https://example.org/sports',
      startsAt: '2026-12-01T01:30:00.000Z',
      endsAt: '2026-12-02T12:30:00.000Z',
    });
    expect(schema.parse({ message: 'Hi', level: 'warning', link: '', startsAt: '', endsAt: null })).toEqual({ message: 'Hi', level: 'warning' });
    expect(schema.parse({ message: 'Hi', level: 'warning', link: '/s/our-school/notice' }).link).toBe('/s/our-school/notice');
  });

  it('keeps "Tell subscribers" only when it is unticked, and refuses anything but ticked or unticked', () => {
    const schema = siteAlertSchema(() => NOW);
    expect(schema.parse({ message: 'Closed', level: 'info', tellSubscribers: false })).toEqual({ message: 'Closed', level: 'info', tellSubscribers: false });
    expect(schema.parse({ message: 'Closed', level: 'info', tellSubscribers: true })).toEqual({ message: 'Closed', level: 'info' });
    expect(schema.safeParse({ message: 'Closed', level: 'info', tellSubscribers: 'no' }).error?.issues[0].message).toBe(M.tellSubscribersInvalid);
  });

  it('refuses each wrong part with a clear message', () => {
    expect(problem({ level: 'info' })).toBe(M.messageRequired);
    expect(problem({ message: '   ', level: 'info' })).toBe(M.messageRequired);
    expect(problem({ message: 'x'.repeat(281), level: 'info' })).toBe(M.messageTooLong);
    expect(problem({ message: 'Hi' })).toBe(M.levelInvalid);
    expect(problem({ message: 'Hi', level: 'critical' })).toBe(M.levelInvalid);
    expect(problem({ message: 'Hi', level: 'info', startsAt: 'tomorrow' })).toBe(M.timeInvalid);
    expect(problem({ message: 'Hi', level: 'info', endsAt: '2026-12-01T10:00:00' })).toBe(M.timeInvalid);
    expect(problem({ message: 'Hi', level: 'info', startsAt: '2026-12-03T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' })).toBe(M.endBeforeStart);
    expect(problem({ message: 'Hi', level: 'info', endsAt: '2026-11-30T23:00:00Z' })).toBe(M.endPassed);
    expect(problem({ message: 'Hi', level: 'info', colour: 'red' })).toBeDefined();
  });

  it('refuses links that could run script or leave for another host unseen', () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example', 'www.example.org', 'https://', '/\\evil.example']) {
      expect(problem({ message: 'Hi', level: 'info', link })).toBe(M.linkInvalid);
    }
  });
});
