import { COUNTRIES } from '../accounts/countries';
import { isValidPassword } from './password-rule';
import { registrationSchema } from './registration.schema';

const valid = {
  organizationName: 'Green Valley School',
  userId: 'greenvalley',
  email: 'admin@greenvalley.edu',
  country: 'india',
  password: 'Secret123',
};

describe('password rule', () => {
  it.each(['Secret12', 'abcDEF123', 'A1b2C3d4e5', 'Sunrise@2024', 'With space1A', 'Symbol#12a', ' Lead and trail 1 ', 'Ünïcödé1', 'नमस्ते Ab1'])('accepts %j', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });
  it.each(['Short1A', 'alllower1', 'ALLUPPER1', 'NoDigitsHere', '@@@@@@@@', 'Tab\there1A', 'Line\nbreak1A', 'Nul\u0000char1A'])('refuses %j', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('registration schema', () => {
  it('accepts a complete payload with the phone left out', () => {
    expect(registrationSchema.safeParse(valid).success).toBe(true);
  });
  it('refuses a country code that is not in the list', () => {
    const result = registrationSchema.safeParse({ ...valid, country: 'atlantis' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please choose a country from the list.');
  });
  it('refuses unknown fields', () => {
    expect(registrationSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
  it('refuses a malformed e-mail with the spec message', () => {
    const result = registrationSchema.safeParse({ ...valid, email: 'admin@localhost' });
    expect(result.error?.issues[0].message).toBe('Please enter a valid email address.');
  });
});

describe('countries', () => {
  it('holds about 130 countries with unique camelCase codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(130);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[a-z][A-Za-z]*$/);
    expect(COUNTRIES).toContainEqual({ name: 'United Kingdom', code: 'unitedKingdom' });
    expect(COUNTRIES).toContainEqual({ name: 'Saudi Arabia', code: 'saudiArabia' });
  });
});
