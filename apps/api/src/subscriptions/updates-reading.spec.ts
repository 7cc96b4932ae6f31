import { UPDATES_WORDS_EN } from '@schoolpage/content-contract';
import { updatesReading, updatesReadings } from './updates-reading';

const site = {
  organizationName: 'Sunrise Public School',
  languages: { default: 'en', languages: ['en', 'hi', 'ur'] },
  translations: { hi: { organizationName: { text: 'सनराइज़ पब्लिक स्कूल', source: 'x' } } },
};

describe('how a parent reads a school’s updates', () => {
  it('in the site’s default language: its words, its name, its pages without a language in their address', () => {
    const reading = updatesReading(site, 'sunrise', undefined);
    expect(reading).toMatchObject({ language: 'en', dir: 'ltr', isDefault: true, schoolName: 'Sunrise Public School', words: UPDATES_WORDS_EN });
    expect(reading.pathOf('updates/manage')).toBe('/s/sunrise/updates/manage');
    expect(reading.pathOf('')).toBe('/s/sunrise');
  });

  it('in another language of the site: its words, the school’s name as the site writes it there, its pages below the language', () => {
    const hindi = updatesReading(site, 'sunrise', 'hi');
    expect(hindi).toMatchObject({ language: 'hi', isDefault: false, schoolName: 'सनराइज़ पब्लिक स्कूल' });
    expect(hindi.words.getUpdates).toBe('अपडेट पाएँ');
    expect(hindi.pathOf('updates/confirm')).toBe('/s/sunrise/hi/updates/confirm');
    expect(hindi.pathOf('')).toBe('/s/sunrise/hi');
    // Urdu is written right to left; a language without the school's name in it keeps the default's.
    expect(updatesReading(site, 'sunrise', 'ur')).toMatchObject({ dir: 'rtl', schoolName: 'Sunrise Public School' });
  });

  it('in the default language when the language asked is not (or no longer) one of the site’s', () => {
    expect(updatesReading(site, 'sunrise', 'ta')).toMatchObject({ language: 'en', isDefault: true });
    expect(updatesReading({ organizationName: 'Solo' }, 'solo', 'hi').pathOf('news')).toBe('/s/solo/news');
  });

  it('made once per language for a send', () => {
    const readingIn = updatesReadings(site, 'sunrise');
    expect(readingIn('hi')).toBe(readingIn('hi'));
    expect(readingIn('xx')).toBe(readingIn(undefined));
  });
});
