import { parse } from '@formatjs/icu-messageformat-parser';
import { makeWords } from './make-words';
import { needsFormatter, plainText, simpleMessage } from './words-of';
import { missingMessages } from './missing-messages';

const catalogues = {
  en: { notices: '{count, plural, one {# notice} other {# notices}}', welcome: 'Welcome to {school}', menu: 'Menu' },
  hi: { notices: '{count, plural, one {# सूचना} other {# सूचनाएँ}}', welcome: '{school} में आपका स्वागत है' },
} as const;

describe('makeWords', () => {
  it('fills placeholders and plurals in the language asked for', () => {
    const hindi = makeWords('hi', catalogues);
    expect(hindi.t('welcome', { school: 'सनराइज़ स्कूल' })).toBe('सनराइज़ स्कूल में आपका स्वागत है');
    expect(hindi.t('notices', { count: 1 })).toBe('1 सूचना');
    expect(hindi.t('notices', { count: 3 })).toBe('3 सूचनाएँ');
    expect(makeWords('en', catalogues).t('notices', { count: 1 })).toBe('1 notice');
  });

  it('falls back to English for a message the language lacks, and to the id for one nobody has', () => {
    const hindi = makeWords('hi', catalogues);
    expect(hindi.t('menu')).toBe('Menu');
    expect(makeWords('ur', catalogues).t('welcome', { school: 'X' })).toBe('Welcome to X');
    expect(hindi.t('unknown' as 'menu')).toBe('unknown');
  });

  it('formats parsed messages (no parser needed on the page) like their text', () => {
    const parsed = { en: { notices: parse(catalogues.en.notices) } };
    expect(makeWords('en', parsed).t('notices', { count: 2 })).toBe('2 notices');
  });

  it('writes dates and numbers as the language does', () => {
    const day = new Date(Date.UTC(2026, 11, 12, 12));
    expect(makeWords('hi', catalogues).date(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('12 दिसंबर 2026');
    expect(makeWords('en', catalogues).date(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('December 12, 2026');
    expect(makeWords('en-IN', catalogues).number(1234567)).toBe('12,34,567');
  });

  it('lists the messages a language is missing', () => {
    expect(missingMessages(catalogues, 'hi')).toEqual(['menu']);
    expect(missingMessages(catalogues, 'en')).toEqual([]);
    expect(missingMessages(catalogues, 'ta')).toEqual(['notices', 'welcome', 'menu']);
  });
});

describe('plain text', () => {
  it('is shown without a formatter when a message has no ICU syntax, parsed or not', () => {
    expect(plainText('Contact Us')).toBe('Contact Us');
    expect(plainText(parse('संपर्क करें'))).toBe('संपर्क करें');
    expect(plainText('Welcome to {school}')).toBeUndefined();
    expect(plainText("It''s")).toBeUndefined();
    // An apostrophe ICU reads as itself (not before {, }, #, |, ' or <) is plain text: IntlMessageFormat writes it as it is.
    expect(plainText("Student's name")).toBe("Student's name");
    expect(plainText("a '{quoted}'")).toBeUndefined();
    expect(plainText(parse('{count, plural, one {# notice} other {# notices}}'))).toBeUndefined();
  });
});

describe('simple messages', () => {
  it('fills {name} placeholders without a formatter, as text or parsed, as IntlMessageFormat would', () => {
    expect(simpleMessage('Welcome to {school}')?.({ school: 'X' })).toBe('Welcome to X');
    expect(simpleMessage("{school}'s seats")?.({ school: 'X' })).toBe("X's seats");
    expect(simpleMessage(parse('{count} में से {index}'))?.({ index: 2, count: 5 })).toBe('5 में से 2');
    expect(simpleMessage('{count, plural, one {# notice} other {# notices}}')).toBeUndefined();
    expect(needsFormatter(catalogues.hi)).toBe(true);
    expect(needsFormatter({ welcome: 'Welcome to {school}', menu: 'Menu' })).toBe(false);
  });
});
