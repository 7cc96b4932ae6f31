/**
 * A school search suggests for what a visitor types (spec §3 "institution search suggestion"), as
 * `GET /api/search/suggestion` answers it: shown by its name, with the place it is in under it (its city,
 * or the last part of its address; two schools alike in name and place show their area too).
 */
export interface SchoolSuggestion {
  _id: string;
  templateName: string;
  organizationName: string;
  place: string;
}

/** A school search finds, as `GET /api/search/organization-list` lists it (spec §3 "Public organisation record"). */
export interface SchoolListing {
  _id: string;
  templateName: string;
  organizationName: string;
  contactDetails: { address: string };
}
