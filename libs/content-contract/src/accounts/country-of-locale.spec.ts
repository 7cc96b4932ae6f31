import { COUNTRIES } from './countries';
import { countryOfLanguages, countryOfRegion, DEFAULT_COUNTRY } from './country-of-locale';
import { regionOfCountry } from './phone-number';

describe('the country of the browser’s languages', () => {
  it.each([
    [['en-IN'], 'india'],
    [['en-GB', 'en'], 'unitedKingdom'],
    [['ar-SA'], 'saudiArabia'],
    [['de', 'fr-FR'], 'france'],
    [['hi-Latn-IN'], 'india'],
    [['tr-TR'], 'turkey'],
  ])('%j → %s', (languages, country) => {
    expect(countryOfLanguages(languages)).toBe(country);
  });

  it.each([[[]], [['en']], [['es-419']], [['not a tag']], [['en-AQ']]])('%j names no listed country: India', (languages) => {
    expect(countryOfLanguages(languages)).toBe(DEFAULT_COUNTRY);
    expect(DEFAULT_COUNTRY).toBe('india');
  });

  it('reads every listed country back from its region', () => {
    for (const { code } of COUNTRIES) {
      const region = regionOfCountry(code);
      if (region) expect(countryOfRegion(region)).toBe(code);
    }
    expect(countryOfRegion('XX')).toBeUndefined();
  });
});
