import { SUPPORTED_LANGUAGES } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { countryName } from '../pages/profile/profile';
import { fieldLabel } from './field-label';
import { fieldLabelWords } from './field-label.words';
import { languageName } from './language-name';
import { regionName } from './region-name';

const language = (code: string) => SUPPORTED_LANGUAGES.find((supported) => supported.code === code);

describe('names in the reader’s language', () => {
  it('names a language as its readers write it, then in the reader’s language', () => {
    expect(languageName(language('bn'), 'bn')).toBe('বাংলা (Bengali)');
    expect(languageName(language('bn'), 'bn', 'hi')).toBe('বাংলা (बंगाली)');
    expect(languageName(language('en'), 'en')).toBe('English');
    expect(languageName(language('en'), 'en', 'hi')).toBe('English (अंग्रेज़ी)');
    expect(languageName(language('hi'), 'hi', 'hi')).toBe('हिन्दी');
    for (const supported of SUPPORTED_LANGUAGES) expect(languageName(supported, supported.code, 'hi')).not.toMatch(/\([A-Za-z]/);
  });

  it('names a country of the sign-up list, and a visitor’s region code', () => {
    expect(countryName('india')).toBe('India');
    expect(countryName('india', 'hi')).toBe('भारत');
    expect(countryName('unitedKingdom', 'hi')).toBe('यूनाइटेड किंगडम');
    expect(countryName('nowhere', 'hi')).toBe('nowhere');
    expect(regionName('IN', 'en')).toBe('India');
    expect(regionName('np', 'hi')).toBe('नेपाल');
    expect(regionName('XX', 'hi')).toBeUndefined();
  });

  it('names a field a translation lacks in the reader’s language, the same words as before in English', () => {
    const hindi = makeWords('hi', fieldLabelWords);
    expect(fieldLabel('faq/#abc/question', () => 2, hindi)).toBe('अक्सर पूछे जाने वाले प्रश्न: आइटम 2, प्रश्न');
    expect(fieldLabel('vision/0', undefined, hindi)).toBe('दृष्टि: पंक्ति 1');
    expect(fieldLabel('facultyMember/#x/fullName', undefined, hindi)).toBe('शिक्षक: एक आइटम, पूरा नाम');
    expect(fieldLabel('facultyMember/#x/fullName')).toBe('Faculty: an item, full name');
  });
});
