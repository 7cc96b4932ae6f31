import type { SchoolListing, SchoolSuggestion } from '@schoolpage/content-contract';
import { placeOf } from './engine/search-terms';

/** One school of a suggestion answer, as JSON: its id, template, name and place (or, beside a school like it, its area and place). */
export class SuggestedSchool {
  readonly json: string;
  /** The name and place as shown: two schools alike in both show their area too. */
  readonly nameAndPlace: string;
  private inDetail?: string;

  constructor(private readonly school: Readonly<SchoolListing>) {
    const place = placeOf(school.contactDetails.address ?? '');
    this.json = this.jsonWith(place);
    // Joined (not a template) so the text is one flat string, quick to compare on every answer.
    this.nameAndPlace = [school.organizationName, place].join('\n');
  }

  jsonInDetail(): string {
    return (this.inDetail ??= this.jsonWith(placeOf(this.school.contactDetails.address ?? '', 2)));
  }

  private jsonWith(place: string): string {
    const { _id, templateName, organizationName, slug, siteUrl } = this.school;
    const suggestion: SchoolSuggestion = { _id, templateName, organizationName, place, ...(slug ? { slug, siteUrl } : {}) };
    return JSON.stringify(suggestion);
  }
}
