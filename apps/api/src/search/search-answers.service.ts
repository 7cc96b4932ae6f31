import { Inject, Injectable } from '@nestjs/common';
import { sitePath, type SchoolListing } from '@schoolpage/content-contract';
import { SiteAddressService } from '../accounts/site-address.service';
import { siteCacheKey, templateCacheKey } from '../common/cdn-caching';
import { giveBackAnswerBuffer, isPooledAnswer } from '../common/answer-buffers';
import type { JsonAnswer } from '../common/json-answer';
import { rememberedLoad, ShortLivedCache, stringBytes } from '../common/short-lived-cache';
import { PLATFORM_CONFIG } from '../config/config.module';
import { cacheBudget, type PlatformConfig } from '../config/platform-config';
import { SiteChanges } from '../sites/site-changes';
import { SchoolSearch } from './school-search';
import { SearchCountService } from './search-count.service';
import { SuggestedSchool } from './suggested-school';

export const SUGGESTION_LIMIT = 10;
/** Suggestions change with any school found, and with the search itself: a CDN keeps them under this key too. */
const SEARCH_CACHE_KEY = 'search';
export const LIST_LIMIT = 200;
/** A list answer's JSON around its schools' array. */
const LIST_AROUND = { before: Buffer.from('{"success":true,"info":'), after: Buffer.from('}') };

/** The search text, trimmed and bounded; anything that is not one string counts as empty. */
export function searchText(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
}

/**
 * Search's two answers (spec §7): suggestions for what a visitor types, and the list of every school
 * matching a name. Answers are kept briefly (PUBLIC_CACHE_SECONDS, 15 by default), because visitors ask for
 * the same few names over and over; any change to a site (announced by SiteChanges) forgets them at once.
 */
@Injectable()
export class SearchAnswersService {
  private readonly answers: ShortLivedCache<Promise<Readonly<SchoolListing>[]>>;
  /** The list answers' bodies (a list's schools are written, not kept as objects: see `listBody`). */
  private readonly lists: ShortLivedCache<Promise<Buffer>>;
  /** Each listed school's part of a suggestion answer, made once per school found (search shares a school until it changes). */
  private readonly suggestionParts = new WeakMap<Readonly<SchoolListing>, SuggestedSchool>();
  /** Each listed school's part of a list answer, made once per school found (as its suggestion part). */
  private readonly listParts = new WeakMap<Readonly<SchoolListing>, string>();
  /** Each found school with its address read from the store, made once while its slug stays (so its answer parts above are found again). */
  private readonly withAddress = new WeakMap<Readonly<SchoolListing>, Readonly<SchoolListing>>();
  /** Whether answers are kept at all (PUBLIC_CACHE_SECONDS above 0). */
  private readonly reusesAnswers: boolean;

  constructor(
    private readonly schools: SchoolSearch,
    private readonly searches: SearchCountService,
    changes: SiteChanges,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'publicCacheMs'> & Partial<Pick<PlatformConfig, 'cacheBytes'>>,
    @Inject(SiteAddressService) private readonly addresses: Pick<SiteAddressService, 'slugsOf'>,
  ) {
    this.reusesAnswers = config.publicCacheMs > 0;
    // The budget is shared: half for the schools found, half for the lists' bodies.
    this.answers = new ShortLivedCache(config.publicCacheMs, cacheBudget(config, 'searchAnswers') / 2);
    this.lists = new ShortLivedCache(config.publicCacheMs, cacheBudget(config, 'searchAnswers') / 2);
    const forget = () => {
      this.answers.clear();
      this.lists.clear();
    };
    changes.onChange(forget);
    changes.onEverythingChanged(forget);
  }

  /**
   * Suggestions for what `visitor` (a client address) is typing: each school with the place it is in
   * (the city, or the last part of its address), so two schools of one name can be told apart; two of
   * one name in one place show their area (or street) before it.
   */
  async suggestion(searchValue: unknown, visitor: string): Promise<JsonAnswer> {
    const text = searchText(searchValue);
    if (!text) return { status: 200, body: '{"success":true,"info":[]}', surrogateKey: SEARCH_CACHE_KEY };
    this.searches.served(visitor, text);
    const found = await this.search(text, SUGGESTION_LIMIT);
    const suggested = found.map((school) => this.suggested(school));
    // Schools of one name in one place show their area too, so they can still be told apart.
    const parts = suggested.map((school) =>
      suggested.some((other) => other !== school && other.nameAndPlace === school.nameAndPlace) ? school.jsonInDetail() : school.json,
    );
    return { status: 200, body: `{"success":true,"info":[${parts.join(',')}]}`, surrogateKey: suggestionKeys(found) };
  }

  /**
   * Every school matching `searchValue` (up to LIST_LIMIT), as /search-list shows them: the answer's JSON
   * (`{ success: true, info: [...] }`).
   */
  async listing(searchValue: unknown, visitor: string): Promise<JsonAnswer> {
    const text = searchText(searchValue);
    if (!text) return { status: 200, body: '{"success":true,"info":[]}', uncached: true };
    this.searches.served(visitor, text);
    return { status: 200, body: await this.listBody(text), uncached: true };
  }

  /**
   * The list answer's bytes for `text`, reused for a short while (a copy is kept: the answer written by the index
   * is in a buffer of the answers' pool, common/answer-buffers.ts, used again once the answer is sent).
   */
  private listBody(text: string, now = Date.now()): Promise<Buffer> {
    if (!this.reusesAnswers) return this.writtenList(text);
    return rememberedLoad(
      this.lists,
      text.toLowerCase(),
      now,
      async () => keptCopy(await this.writtenList(text)),
      // None found is not kept.
      (body) => (body.length > LIST_AROUND.before.length + LIST_AROUND.after.length + 2 ? body.length : undefined),
    );
  }

  /**
   * The list answer's bytes for `text`: its schools written by the search adapter where it can (straight from the
   * bytes its index keeps: no object nor string per school, the commonest answer's cost at 1,500,000 schools), else
   * joined from each school's part, made once per school found.
   */
  private async writtenList(text: string): Promise<Buffer> {
    const written = await this.schools.listingJson(text, LIST_LIMIT, LIST_AROUND);
    if (written) return written;
    const found = await this.withAddresses(await this.schools.search(text, LIST_LIMIT));
    return Buffer.concat([LIST_AROUND.before, Buffer.from(`[${found.map((school) => this.listed(school)).join(',')}]`), LIST_AROUND.after]);
  }

  /** The best `limit` published schools for `text`, each with its permanent address, reused for a short while. */
  search(text: string, limit: number, now = Date.now()): Promise<Readonly<SchoolListing>[]> {
    return rememberedLoad(this.answers, `${limit}:${text.toLowerCase()}`, now, async () => this.withAddresses(await this.schools.search(text, limit)), answerBytes);
  }

  /**
   * The schools with their addresses (`slug`, `siteUrl` `/s/<slug>`): search leads to the school's own site.
   * The SQLite index keeps each school's slug, so only schools found without one (MongoDB's, or a school
   * given its first slug since) are asked of the store.
   */
  private async withAddresses(found: readonly Readonly<SchoolListing>[]): Promise<Readonly<SchoolListing>[]> {
    if (found.every((school) => school.slug)) return [...found];
    const slugs = await this.addresses.slugsOf(found.filter((school) => !school.slug).map((school) => school._id));
    return found.map((school) => {
      const slug = school.slug ? undefined : slugs.get(school._id);
      if (!slug) return school;
      let addressed = this.withAddress.get(school);
      if (addressed?.slug !== slug) this.withAddress.set(school, (addressed = { ...school, slug, siteUrl: sitePath(slug) }));
      return addressed;
    });
  }

  /** The spec's fields of a listed organisation, and the school's own address, as JSON. */
  private listed(school: Readonly<SchoolListing>): string {
    let listed = this.listParts.get(school);
    if (listed === undefined) {
      const { _id, templateName, organizationName, contactDetails, slug, siteUrl } = school;
      this.listParts.set(school, (listed = JSON.stringify({ _id, templateName, organizationName, contactDetails, ...(slug ? { slug, siteUrl } : {}) })));
    }
    return listed;
  }

  private suggested(school: Readonly<SchoolListing>): SuggestedSchool {
    let suggested = this.suggestionParts.get(school);
    if (!suggested) this.suggestionParts.set(school, (suggested = new SuggestedSchool(school)));
    return suggested;
  }
}

/** What a search answer is counted as in memory: its schools' texts (the schools themselves are shared with the index); none found is not kept. */
/** An answer to keep: a copy when it is written in the answers' pool, whose buffer is then given back at once. */
function keptCopy(answer: Buffer): Buffer {
  if (!isPooledAnswer(answer)) return answer;
  const copy = Buffer.from(answer);
  giveBackAnswerBuffer(answer);
  return copy;
}

function answerBytes(found: readonly Readonly<SchoolListing>[]): number | undefined {
  if (found.length === 0) return undefined;
  return found.reduce((bytes, school) => bytes + 64 + stringBytes(school._id) + stringBytes(school.organizationName) + stringBytes(school.slug ?? ''), 0);
}

/** The surrogate keys of a suggestion answer: every school listed and its template. */
function suggestionKeys(found: readonly Readonly<SchoolListing>[]): string {
  const keys = new Set([SEARCH_CACHE_KEY]);
  for (const school of found) keys.add(siteCacheKey(school._id)).add(templateCacheKey(school.templateName));
  return [...keys].join(' ');
}
