import { phoneCharacters } from './phone-characters';

describe('phoneCharacters', () => {
  it('keeps a number as typed, dropping only letters and other signs', () => {
    expect(phoneCharacters('+91 80 2345 6789')).toBe('+91 80 2345 6789');
    expect(phoneCharacters('(020) 7946-0958')).toBe('(020) 7946-0958');
    expect(phoneCharacters('33a3 ext#')).toBe('333 ');
  });
});
