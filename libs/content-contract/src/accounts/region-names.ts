import type { CountryCode } from 'libphonenumber-js/min';

/** Sign-up names whose English region name (Intl.DisplayNames) is spelled differently today. */
export const REGION_ALIASES: Readonly<Record<string, CountryCode>> = {
  czechRepublic: 'CZ',
  myanmar: 'MM',
  turkey: 'TR',
};

/** A country's name reduced for comparing spellings: "Bosnia & Herzegovina" and "Bosnia and Herzegovina" agree. */
export function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}
