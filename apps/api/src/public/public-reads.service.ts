import { Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { PublishedSitesService } from './published-sites.service';
import { SearchCountService } from './search-count.service';
import { SuggestedSchool } from './suggested-school';
import type { SiteDirectoryEntry } from '../storage/persistence/site.repository';

/** A ready JSON answer: status and body (text, or the UTF-8 bytes of a stored answer). */
export interface JsonAnswer {
  status: number;
  body: string | Buffer;
}

export const SUGGESTION_LIMIT = 10;
const ORGANIZATION_ID = /^[a-f0-9]{24}$/;
const NOT_FOUND: JsonAnswer = { status: 404, body: JSON.stringify({ success: false, message: API_MESSAGES.public.siteNotFound }) };

/** The search text, trimmed and bounded; anything that is not one string counts as empty. */
export function searchText(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/**
 * The two reads every visitor makes (a site's content, search suggestions), answered as JSON text.
 * Used by the controllers and by the middleware ahead of Nest's router (hot-public-reads.ts).
 */
@Injectable()
export class PublicReadsService {
  /** Each listed school's part of a suggestion answer, made once per entry (the index shares an entry until the school changes). */
  private readonly suggestionParts = new WeakMap<Readonly<SiteDirectoryEntry>, SuggestedSchool>();

  constructor(
    private readonly published: PublishedSitesService,
    private readonly searches: SearchCountService,
  ) {}

  async allContent(organizationId: unknown): Promise<JsonAnswer> {
    const id = typeof organizationId === 'string' ? organizationId : '';
    const body = ORGANIZATION_ID.test(id) ? await this.published.contentAnswer(id) : null;
    return body ? { status: 200, body } : NOT_FOUND;
  }

  /**
   * Suggestions for what `visitor` (a client address) is typing: each school with the place it is in
   * (the city, or the last part of its address), so two schools of one name can be told apart; two of
   * one name in one place show their area (or street) before it.
   */
  async suggestion(searchValue: unknown, visitor: string): Promise<JsonAnswer> {
    const text = searchText(searchValue);
    if (!text) return { status: 200, body: '{"success":true,"info":[]}' };
    this.searches.served(visitor, text);
    const suggested = (await this.published.search(text, SUGGESTION_LIMIT)).map((entry) => this.suggested(entry));
    // Schools of one name in one place show their area too, so they can still be told apart.
    const parts = suggested.map((school) =>
      suggested.some((other) => other !== school && other.nameAndPlace === school.nameAndPlace) ? school.jsonInDetail() : school.json,
    );
    return { status: 200, body: `{"success":true,"info":[${parts.join(',')}]}` };
  }

  private suggested(entry: Readonly<SiteDirectoryEntry>): SuggestedSchool {
    let school = this.suggestionParts.get(entry);
    if (!school) this.suggestionParts.set(entry, (school = new SuggestedSchool(entry)));
    return school;
  }
}
