import fc from 'fast-check';
import { type IndexedSchool, SchoolSearchIndex, type SearchedSite } from './school-search-index';
import { matchTier, searchDocument, searchQuery } from './search-terms';
import { SuggestedSchool } from '../suggested-school';

/** Words schools are named and placed with: shared beginnings (st, saint, sacred; kendriya, kochi), abbreviations, numbers. */
const NAME_WORDS = ["St. Mary's", 'Saint', 'Sacred', 'Heart', 'Kendriya', 'Vidyalaya', 'High', 'School', 'HS', 'Govt.', 'Sr.', 'Sec.', 'No. 2', 'Model'];
const PLACES = ['Kochi', 'Bengaluru', 'New Delhi', 'Mumbai', 'Shivajinagar, Bengaluru', 'Sector 2, Kochi'];
const QUERY_WORDS = ['st', 'saint', 'sa', 's', 'marys', 'mary', 'sacred heart', 'kendr', 'vidya', 'high school', 'hs', 'govt', 'government', 'sr', 'senior', 'no 2', 'number', '2', 'model', 'kochi', 'ko', 'bengaluru', 'new delhi', 'delhi', 'mumbai', 'sector', 'kendriyya', 'vidyalya', 'bengalru', 'sacrid', 'schol'];

interface Oracle {
  name: string;
  address: string;
  templateName: string;
  /** When it was last indexed (schools of one name rank in that order). */
  indexed: number;
}

/** What `put` does, done by hand: every school kept in a map and checked one by one. */
class EverySchool {
  readonly schools = new Map<string, Oracle>();
  private clock = 0;

  put(id: string, site: SearchedSite): void {
    const existing = this.schools.get(id);
    if (existing && site.published && existing.name === site.name && existing.address === site.address) {
      existing.templateName = site.templateName;
      return;
    }
    this.schools.delete(id);
    if (site.published) this.schools.set(id, { name: site.name, address: site.address, templateName: site.templateName, indexed: this.clock++ });
  }

  /** True when every word of the query begins a word of some school (no typo correction is involved). */
  knows(text: string): boolean {
    const words = searchQuery(text)?.words ?? [];
    return words.every((word) => [...this.schools.values()].some((school) => searchDocument(school.name, school.address).allWords.includes(` ${word}`)));
  }

  search(text: string, limit: number): string[] {
    const query = searchQuery(text);
    if (!query) return [];
    return [...this.schools]
      .map(([id, school]) => ({ id, school, doc: searchDocument(school.name, school.address) }))
      .map((entry) => ({ ...entry, tier: matchTier(query, entry.doc) }))
      .filter((entry) => entry.tier !== undefined)
      .sort((a, b) => a.tier! - b.tier! || (a.doc.nameKey < b.doc.nameKey ? -1 : a.doc.nameKey > b.doc.nameKey ? 1 : a.school.indexed - b.school.indexed))
      .slice(0, limit)
      .map((entry) => entry.id);
  }

  /** The schools in the order they were last indexed. */
  inIndexedOrder(): IndexedSchool[] {
    return [...this.schools]
      .sort(([, a], [, b]) => a.indexed - b.indexed)
      .map(([id, school]) => SchoolSearchIndex.schoolOf(id, { ...school, published: true })!);
  }

  /** The schools as the database reads them when it opens: in name order, schools of one name in the order indexed. */
  inNameOrder(): IndexedSchool[] {
    return [...this.schools]
      .sort(([, a], [, b]) => {
        const x = searchDocument(a.name, a.address).nameKey;
        const y = searchDocument(b.name, b.address).nameKey;
        return x < y ? -1 : x > y ? 1 : a.indexed - b.indexed;
      })
      .map(([id, school]) => SchoolSearchIndex.schoolOf(id, { ...school, published: true })!);
  }
}

const site = fc.record({
  id: fc.integer({ min: 0, max: 15 }).map((n) => `site-${n}`),
  published: fc.boolean(),
  name: fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  address: fc.constantFrom(...PLACES),
  templateName: fc.constantFrom('nbl', 'run'),
});
const query = fc.array(fc.constantFrom(...QUERY_WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

describe('the search index in memory', () => {
  it('lists the same schools, in the same order, as checking every school would, through any publishing, renaming and moving', () => {
    fc.assert(
      fc.property(fc.array(site, { minLength: 1, maxLength: 60 }), fc.array(query, { minLength: 1, maxLength: 12 }), (changes, queries) => {
        const index = new SchoolSearchIndex();
        const every = new EverySchool();
        for (const { id, ...change } of changes) {
          index.put(id, change);
          every.put(id, change);
        }
        expect(index.size).toBe(every.schools.size);
        // The same index loaded at once, as a database opening reads it, and loaded in the order indexed.
        const loaded = new SchoolSearchIndex();
        loaded.load(every.inNameOrder());
        const unordered = new SchoolSearchIndex();
        unordered.loadInOrder(every.inIndexedOrder());
        unordered.loadInOrder(every.inNameOrder()); // read again: passed over
        unordered.loaded();
        // Typos too: however it was filled, the index answers alike.
        for (const text of queries) {
          const viaPut = index.search(text, 10);
          expect({ text, found: loaded.search(text, 10) }).toEqual({ text, found: viaPut });
          expect({ text, found: unordered.search(text, 10) }).toEqual({ text, found: viaPut });
        }
        for (const text of queries.filter((q) => every.knows(q))) {
          const expected = every.search(text, 10);
          expect({ text, found: index.search(text, 10).map((s) => s._id) }).toEqual({ text, found: expected });
          expect({ text, found: loaded.search(text, 10).map((s) => s._id) }).toEqual({ text, found: expected });
          expect({ text, found: unordered.search(text, 10).map((s) => s._id) }).toEqual({ text, found: expected });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives each result its template now and its address, whose place a suggestion shows', () => {
    const index = new SchoolSearchIndex();
    index.put('marys', { published: true, name: "St. Mary's High School", address: '12 MG Road, Shivajinagar, Bengaluru, Karnataka 560001', templateName: 'nbl' });
    index.put('marys', { published: true, name: "St. Mary's High School", address: '12 MG Road, Shivajinagar, Bengaluru, Karnataka 560001', templateName: 'run' });
    const found = index.search('st marys', 10);
    expect(found).toEqual([
      {
        _id: 'marys',
        templateName: 'run',
        organizationName: "St. Mary's High School",
        contactDetails: { address: '12 MG Road, Shivajinagar, Bengaluru, Karnataka 560001' },
      },
    ]);
    expect(JSON.parse(new SuggestedSchool(found[0]).json)).toEqual({ _id: 'marys', templateName: 'run', organizationName: "St. Mary's High School", place: 'Bengaluru' });
  });

  it('keeps many schools of one name in the order they were indexed, however many come between two others', () => {
    const index = new SchoolSearchIndex();
    index.put('a', { published: true, name: 'Alpha School', address: 'Kochi', templateName: 'nbl' });
    index.put('c', { published: true, name: 'Gamma School', address: 'Kochi', templateName: 'nbl' });
    // Each lands between Alpha and Gamma: more than the ranks' room between two neighbours.
    const betas = Array.from({ length: 40 }, (_, i) => `beta-${i}`);
    for (const id of betas) index.put(id, { published: true, name: 'Beta School', address: 'Kochi', templateName: 'nbl' });
    expect(index.search('school', 50).map((s) => s._id)).toEqual(['a', ...betas, 'c']);
    expect(index.search('beta kochi', 3).map((s) => s._id)).toEqual(betas.slice(0, 3));
    index.put('beta-0', { published: false, name: 'Beta School', address: 'Kochi', templateName: 'nbl' });
    index.put('beta-0', { published: true, name: 'Beta School', address: 'Kochi', templateName: 'nbl' });
    expect(index.search('beta', 50).map((s) => s._id)).toEqual([...betas.slice(1), 'beta-0']);
  });

  it('corrects one typo in a long word from the words schools have, and forgets a word with the last school having it', () => {
    const index = new SchoolSearchIndex();
    index.put('g', { published: true, name: 'Greenwood High', address: 'Sarjapur Road, Bengaluru', templateName: 'nbl' });
    expect(index.search('greenwod', 10).map((s) => s._id)).toEqual(['g']);
    expect(index.search('bengalru', 10).map((s) => s._id)).toEqual(['g']);
    expect(index.search('grenwood hihg', 10)).toEqual([]); // "hihg" is four letters: too short to correct
    index.put('g', { published: false, name: 'Greenwood High', address: 'Sarjapur Road, Bengaluru', templateName: 'nbl' });
    expect(index.search('greenwod', 10)).toEqual([]);
    expect(index.search('greenwood', 10)).toEqual([]);
  });

  it('compares few schools for words that rarely go together, not every school', () => {
    const index = new SchoolSearchIndex();
    const schools: IndexedSchool[] = [];
    for (let i = 0; i < 5000; i++) {
      const city = ['Kochi', 'Pune', 'Nagpur', 'Mumbai', 'Jaipur'][i % 5];
      schools.push(SchoolSearchIndex.schoolOf(`s${i}`, { published: true, name: `${i % 2 ? 'Kendriya Vidyalaya' : 'Model School'} ${i}`, address: city, templateName: 'nbl' })!);
    }
    index.load(schools);
    // Kendriya Vidyalayas are the odd schools; Kochi's are the multiples of 5: they meet every tenth school.
    expect(index.search('kendriya kochi', 10)).toHaveLength(10);
    expect(index.schoolsLookedAt('kendriya kochi')).toBeLessThan(200);
    expect(index.schoolsLookedAt('model')).toBeLessThan(50);
  });
});
