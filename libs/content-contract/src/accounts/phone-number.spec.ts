import { COUNTRIES } from './countries';
import { phoneNumberE164, regionOfCountry } from './phone-number';

describe('phoneNumberE164', () => {
  it('reads a number typed with its country prefix, whatever the spacing', () => {
    expect(phoneNumberE164('+91 80 2345 6789', 'india')).toBe('+918023456789');
    expect(phoneNumberE164('+44 20 7946 0958', 'india')).toBe('+442079460958');
  });

  it("reads a national number in the account's country", () => {
    expect(phoneNumberE164('080 2345 6789', 'india')).toBe('+918023456789');
    expect(phoneNumberE164('020 7946 0958', 'unitedKingdom')).toBe('+442079460958');
    expect(phoneNumberE164('(212) 555-0100', 'unitedStates')).toBe('+12125550100');
  });

  it('gives nothing for text that is not a possible number', () => {
    expect(phoneNumberE164('123', 'india')).toBeUndefined();
    expect(phoneNumberE164('office', 'india')).toBeUndefined();
    expect(phoneNumberE164('', 'india')).toBeUndefined();
  });
});

describe('regionOfCountry', () => {
  it('knows the region of every sign-up country', () => {
    const unknown = COUNTRIES.filter((country) => !regionOfCountry(country.code)).map((country) => country.code);
    expect(unknown).toEqual([]);
    expect(regionOfCountry('czechRepublic')).toBe('CZ');
    expect(regionOfCountry('bosniaAndHerzegovina')).toBe('BA');
  });
});
