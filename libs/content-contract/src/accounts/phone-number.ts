import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { COUNTRIES } from './countries';
import { comparableName as comparable, REGION_ALIASES } from './region-names';

let regions: Map<string, CountryCode> | undefined;

/** `india` → `IN`: the ISO region of a sign-up country code (accounts/countries.ts), if known. */
export function regionOfCountry(countryCode: string): CountryCode | undefined {
  if (REGION_ALIASES[countryCode]) return REGION_ALIASES[countryCode];
  if (!regions) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const byName = new Map(getCountries().map((region) => [comparable(names.of(region) ?? region), region]));
    regions = new Map();
    for (const country of COUNTRIES) {
      const region = byName.get(comparable(country.name));
      if (region) regions.set(country.code, region);
    }
  }
  return regions.get(countryCode);
}

/**
 * A phone number as the school typed it ("080 2345 6789", "+91 80 2345 6789") in E.164 ("+918023456789"),
 * read in the account's country when it has no country prefix; undefined when it is not a possible number.
 */
export function phoneNumberE164(typed: string, countryCode: string): string | undefined {
  const number = parsePhoneNumberFromString(typed.trim(), regionOfCountry(countryCode));
  return number?.isPossible() ? number.number : undefined;
}

/**
 * A number in E.164 as people read it ("+919829011111" → "+91 98290 11111"); undefined when it is not a valid
 * number of its country (a merely possible one is left as the school typed it).
 */
export function readablePhone(e164: string | undefined): string | undefined {
  if (!e164 || !/^\+\d+$/.test(e164)) return undefined;
  const number = parsePhoneNumberFromString(e164);
  return number?.isValid() ? number.formatInternational() : undefined;
}

/** Each typed number in E.164, read in the account's country; '' where one could not be read (same order). */
export function phoneNumbersE164(typed: readonly string[], countryCode: string): string[] {
  return typed.map((phone) => phoneNumberE164(phone, countryCode) ?? '');
}

/** A typed number as people read it, read in the account's country ("919829011111" → "+91 98290 11111"); as typed when it cannot be read. */
export function phoneAsRead(typed: string, countryCode: string): string {
  return readablePhone(phoneNumberE164(typed, countryCode)) ?? typed.trim();
}
