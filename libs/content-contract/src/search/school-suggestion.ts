/**
 * A school search suggests for what a visitor types (spec §3 "institution search suggestion"), as
 * `GET /api/search/suggestion` answers it: shown by its name, with the place it is in under it (its city,
 * or the last part of its address; two schools alike in name and place show their area too).
 */
export interface SchoolSuggestion extends SchoolAddress {
  _id: string;
  templateName: string;
  organizationName: string;
  place: string;
}

/** A school search finds, as `GET /api/search/organization-list` lists it (spec §3 "Public organisation record"). */
export interface SchoolListing extends SchoolAddress {
  _id: string;
  templateName: string;
  organizationName: string;
  contactDetails: { address: string };
}

/**
 * Where a school found by search lives: its permanent address (`/s/<slug>`), which a suggestion or a listed school
 * opens. Beside the spec's fields; a school that has no address yet has neither.
 */
export interface SchoolAddress {
  slug?: string;
  siteUrl?: string;
}
