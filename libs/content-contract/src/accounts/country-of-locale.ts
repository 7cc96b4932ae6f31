import { COUNTRIES } from './countries';
import { comparableName, REGION_ALIASES } from './region-names';

/** Most schools on the platform are in India: the country offered when the browser does not say another. */
export const DEFAULT_COUNTRY = 'india';

/** `IN` → `india`: the sign-up country of an ISO region code, if the list has it. */
export function countryOfRegion(region: string): string | undefined {
  const alias = Object.entries(REGION_ALIASES).find(([, aliased]) => aliased === region)?.[0];
  if (alias) return alias;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(region);
  } catch {
    return undefined;
  }
  if (!name) return undefined;
  const wanted = comparableName(name);
  return COUNTRIES.find((country) => comparableName(country.name) === wanted)?.code;
}

/** The region a language tag names ("en-IN" → "IN"; "hi" names none), read with Intl.Locale. */
function regionOfLanguage(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}

/**
 * The sign-up country of the first of the browser's languages (`navigator.languages`, best first) that names
 * a region the list has ("en-GB" → unitedKingdom); India when none does.
 */
export function countryOfLanguages(languages: readonly string[]): string {
  for (const tag of languages) {
    const region = regionOfLanguage(tag);
    const country = region ? countryOfRegion(region) : undefined;
    if (country) return country;
  }
  return DEFAULT_COUNTRY;
}
