import { COUNTRIES } from './countries';
import { phoneAsRead, phoneNumberE164, phoneNumbersE164, readablePhone, regionOfCountry } from './phone-number';

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

describe('readablePhone', () => {
  it('writes a number typed without spaces as people read it, in its country', () => {
    expect(readablePhone(phoneNumberE164('919829011111', 'india'))).toBe('+91 98290 11111');
    expect(readablePhone(phoneNumberE164('+91 98290 11111', 'india'))).toBe('+91 98290 11111');
    expect(readablePhone(phoneNumberE164('02079460958', 'unitedKingdom'))).toBe('+44 20 7946 0958');
  });

  it('gives nothing for what is not a number in E.164', () => {
    expect(readablePhone('')).toBeUndefined();
    expect(readablePhone(undefined)).toBeUndefined();
    expect(readablePhone('98290 11111')).toBeUndefined();
  });

  it("shows a typed number as people read it in the account's country, or as typed when it cannot be read", () => {
    expect(phoneAsRead('919829011111', 'india')).toBe('+91 98290 11111');
    expect(phoneAsRead(' 123 ', 'india')).toBe('123');
  });

  it('reads a list in the same order, with blanks where a number could not be read', () => {
    expect(phoneNumbersE164(['919829011111', 'office', '080 2345 6789'], 'india')).toEqual(['+919829011111', '', '+918023456789']);
  });
});
