import {
  combinations,
  compareRanked,
  MatchTier,
  matchTier,
  MAX_PREFIX,
  prefixEnd,
  searchDocument,
  searchQuery,
  termOf,
  TYPO_INDEXED_MIN_LENGTH,
  typoCorrections,
  typoKeys,
  type SearchQuery,
} from '../engine/search-terms';
import { otherLanguageNames, type SchoolListing } from '@schoolpage/content-contract';
import type { MongoModels } from '../../storage/persistence/mongo/mongo-models';
import type { MongoSiteFollower, SiteDocumentFields } from '../../storage/persistence/mongo/mongo-site.repository';
import type { SiteDraft } from '../../storage/persistence/site.repository';
import { SchoolSearch } from '../school-search';

const SEARCH_FIELDS = ['searchName', 'searchNameWords', 'searchAllWords', 'searchNameTerms', 'searchTerms'] as const;

/** The search fields of a site document: set while published, removed otherwise (see engine/search-terms.ts). */
export function searchUpdate(site: { published: boolean; name: string; address: string; otherNames?: readonly string[] }): SiteDocumentFields {
  if (!site.published) return { $set: {}, $unset: Object.fromEntries(SEARCH_FIELDS.map((f) => [f, 1 as const])) };
  const doc = searchDocument(site.name, site.address, site.otherNames);
  return {
    $set: {
      searchName: doc.nameKey,
      searchNameWords: doc.nameWords,
      searchAllWords: doc.allWords,
      searchNameTerms: doc.nameTerms,
      searchTerms: [...doc.nameTerms, ...doc.addressTerms],
    },
    $unset: {},
  };
}

interface Hit {
  _id: string;
  searchName: string;
  searchNameWords: string;
  searchAllWords: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * MongoDB search over the multikey term fields: each query word is one term (a word beginning) that
 * the index {searchTerms, searchName} (or {searchNameTerms, searchName}) finds in name order; words
 * longer than the indexed beginnings are checked in full.
 */
export class MongoSchoolSearch extends SchoolSearch implements MongoSiteFollower {
  constructor(private readonly models: MongoModels) {
    super();
  }

  /** The search fields of a site being written, in the same update as the site. */
  fields(site: SiteDraft): SiteDocumentFields {
    return searchUpdate(searchedAs(site));
  }

  /** A site was written: its words join the vocabulary. */
  written(site: SiteDraft): Promise<void> {
    return this.remember(searchedAs(site));
  }

  whole(): boolean {
    return true;
  }

  /** The best `limit` published schools for `text`, best first, as search results give them. */
  async search(text: string, limit: number): Promise<Readonly<SchoolListing>[]> {
    const ids = await this.searchIds(text, limit);
    const found = await this.models.sites
      .find({ _id: { $in: ids }, isPublish: true })
      .select({ templateName: 1, organizationName: 1, address: 1 })
      .lean<{ _id: string; templateName: string; organizationName: string; address: string }[]>();
    const byId = new Map(found.map((d) => [d._id, d]));
    return ids
      .map((id) => byId.get(id))
      .filter((d) => d !== undefined)
      .map((d) => ({ _id: d._id, templateName: d.templateName, organizationName: d.organizationName, contactDetails: { address: d.address } }));
  }

  /** Adds the whole words of a published site to the vocabulary (known words; typo corrections under their typo keys). */
  async remember(site: { published: boolean; name: string; address: string; otherNames?: readonly string[] }): Promise<void> {
    if (!site.published) return;
    const words = searchDocument(site.name, site.address, site.otherNames).vocabulary;
    if (words.length === 0) return;
    await this.models.searchWords.bulkWrite(
      words.map((word) => ({ updateOne: { filter: { _id: word }, update: { $set: { typoKeys: typoKeysOf(word) } }, upsert: true } })),
      { ordered: false },
    );
  }

  /** The organisation ids of the best `limit` published schools for `text`, best first. */
  private async searchIds(text: string, limit: number): Promise<string[]> {
    const query = searchQuery(text);
    if (!query || limit <= 0) return [];
    const found = new Map<string, { id: string; nameKey: string; tier: number }>();
    const keep = (hits: Hit[], tier: (hit: Hit) => number) => {
      for (const hit of hits) {
        const t = tier(hit);
        const before = found.get(hit._id);
        if (!before || before.tier > t) found.set(hit._id, { id: hit._id, nameKey: hit.searchName, tier: t });
      }
    };
    keep(await this.find(this.nameStart(query), limit), (hit) => (hit.searchName === query.key ? MatchTier.ExactName : MatchTier.NameStart));
    await this.matchWords(query, limit, MatchTier.NameWords, keep);
    if (found.size < limit) {
      const corrections = await Promise.all(
        query.words.map(async (word) => ((await this.beginsSomeWord(word)) ? [word] : typoCorrections(word, await this.wordsNear(word)))),
      );
      if (corrections.every((c) => c.length > 0) && corrections.some((c, i) => c[0] !== query.words[i])) {
        for (const corrected of combinations(corrections, 9)) {
          await this.matchWords({ key: corrected.join(' '), words: [...new Set(corrected)] }, limit, MatchTier.Typo, keep);
        }
      }
    }
    return [...found.values()]
      .sort((a, b) => compareRanked(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
      .map((f) => f.id);
  }

  /** The winning plans' stages of every query a search of `text` runs (for checking that none reads the whole collection). */
  async plans(text: string): Promise<string[]> {
    const query = searchQuery(text);
    if (!query) return [];
    const filters = [this.nameStart(query), this.wordsFilter(query, 'searchNameTerms', 'searchNameWords'), this.wordsFilter(query, 'searchTerms', 'searchAllWords')];
    const stages: string[] = [];
    for (const filter of filters) {
      const explained = (await this.models.sites.find(filter).sort({ searchName: 1, _id: 1 }).limit(10).explain('queryPlanner')) as unknown;
      collectStages(explained, stages);
    }
    return stages;
  }

  private nameStart(query: SearchQuery) {
    return { searchName: { $gte: query.key, $lt: prefixEnd(query.key) } };
  }

  private wordsFilter(query: SearchQuery, terms: 'searchNameTerms' | 'searchTerms', words: 'searchNameWords' | 'searchAllWords') {
    const filter: Record<string, unknown> = { [terms]: { $all: query.words.map(termOf) } };
    const long = query.words.filter((word) => word.length > MAX_PREFIX);
    if (long.length) filter['$and'] = long.map((word) => ({ [words]: { $regex: escapeRegExp(` ${word}`) } }));
    return filter;
  }

  private async matchWords(query: SearchQuery, limit: number, tierInName: number, keep: (hits: Hit[], tier: (hit: Hit) => number) => void): Promise<void> {
    keep(await this.find(this.wordsFilter(query, 'searchNameTerms', 'searchNameWords'), limit), () => tierInName);
    keep(await this.find(this.wordsFilter(query, 'searchTerms', 'searchAllWords'), limit * 3), (hit) =>
      tierInName === MatchTier.Typo
        ? MatchTier.Typo
        : (matchTier(query, { nameKey: hit.searchName, nameWords: hit.searchNameWords, allWords: hit.searchAllWords }) ?? MatchTier.NameAndPlace),
    );
  }

  private find(filter: Record<string, unknown>, limit: number): Promise<Hit[]> {
    return this.models.sites
      .find({ ...filter, isPublish: true })
      .select({ searchName: 1, searchNameWords: 1, searchAllWords: 1 })
      .sort({ searchName: 1, _id: 1 })
      .limit(limit)
      .lean<Hit[]>()
      .exec();
  }

  private async beginsSomeWord(word: string): Promise<boolean> {
    return Boolean(await this.models.searchWords.exists({ _id: { $gte: word, $lt: prefixEnd(word) } }));
  }

  /** Remembered words one typo from `word` could be: those sharing one of its typo keys (checked by typoCorrections). */
  private async wordsNear(word: string): Promise<string[]> {
    const docs = await this.models.searchWords
      .find({ typoKeys: { $in: typoKeys(word) } })
      .select({ _id: 1 })
      .limit(1000)
      .lean<{ _id: string }[]>();
    return docs.map((d) => d._id);
  }
}

function searchedAs(site: SiteDraft): { published: boolean; name: string; address: string; otherNames?: readonly string[] } {
  return { published: site.isPublish, name: site.content.organizationName, address: site.content.contactDetails.address, otherNames: otherLanguageNames(site.content) };
}

/** A remembered word's typo keys: none for words too short to be a typo's correction. */
export function typoKeysOf(word: string): string[] {
  return word.length >= TYPO_INDEXED_MIN_LENGTH ? typoKeys(word) : [];
}

function collectStages(node: unknown, into: string[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => collectStages(child, into));
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'rejectedPlans') continue;
    if (key === 'stage' && typeof value === 'string') into.push(value);
    else collectStages(value, into);
  }
}
