import { Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { PublishedSitesService } from './published-sites.service';
import { placeOf } from '../storage/persistence/search-terms';
import { SearchCountService } from './search-count.service';
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
  private readonly suggestionJson = new WeakMap<Readonly<SiteDirectoryEntry>, string>();

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
   * (the city, or the last part of its address), so two schools of one name can be told apart.
   */
  async suggestion(searchValue: unknown, visitor: string): Promise<JsonAnswer> {
    const text = searchText(searchValue);
    if (!text) return { status: 200, body: '{"success":true,"info":[]}' };
    this.searches.served(visitor, text);
    const found = await this.published.search(text, SUGGESTION_LIMIT);
    return { status: 200, body: `{"success":true,"info":[${found.map((entry) => this.suggested(entry)).join(',')}]}` };
  }

  /** One school of a suggestion answer, as JSON: its id, template, name and place. */
  private suggested(entry: Readonly<SiteDirectoryEntry>): string {
    let json = this.suggestionJson.get(entry);
    if (json === undefined) {
      const { _id, templateName, organizationName, contactDetails, place } = entry;
      json = JSON.stringify({ _id, templateName, organizationName, place: place ?? placeOf(contactDetails.address ?? '') });
      this.suggestionJson.set(entry, json);
    }
    return json;
  }
}
