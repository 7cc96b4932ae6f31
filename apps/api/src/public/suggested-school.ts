import { placeOf } from '../storage/persistence/search-terms';
import type { SiteDirectoryEntry } from '../storage/persistence/site.repository';

/** One school of a suggestion answer, as JSON: its id, template, name and place (or, beside a school like it, its area and place). */
export class SuggestedSchool {
  readonly json: string;
  /** The name and place as shown: two schools alike in both show their area too. */
  readonly nameAndPlace: string;
  private inDetail?: string;

  constructor(private readonly entry: Readonly<SiteDirectoryEntry>) {
    const place = entry.place ?? placeOf(entry.contactDetails.address ?? '');
    this.json = this.jsonWith(place);
    // Joined (not a template) so the text is one flat string, quick to compare on every answer.
    this.nameAndPlace = [entry.organizationName, place].join('\n');
  }

  jsonInDetail(): string {
    return (this.inDetail ??= this.jsonWith(placeOf(this.entry.contactDetails.address ?? '', 2)));
  }

  private jsonWith(place: string): string {
    const { _id, templateName, organizationName } = this.entry;
    return JSON.stringify({ _id, templateName, organizationName, place });
  }
}
