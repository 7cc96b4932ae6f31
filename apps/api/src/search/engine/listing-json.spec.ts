import fc from 'fast-check';
import { SchoolSearchIndex } from './school-search-index';

/** The list answer's array as made from the schools as objects (search-answers.service.ts's `listed`). */
function listedAsObjects(index: SchoolSearchIndex, text: string, limit: number): string {
  const parts = index.search(text, limit).map(({ _id, templateName, organizationName, contactDetails, slug, siteUrl }) =>
    JSON.stringify({ _id, templateName, organizationName, contactDetails, ...(slug ? { slug, siteUrl } : {}) }),
  );
  return `[${parts.join(',')}]`;
}

describe('listingJson: a list answer written from the index bytes', () => {
  it('writes what JSON.stringify writes of the same schools, whatever their names and addresses hold', () => {
    // Quotes, backslashes, every control character, Indian scripts, emoji and a lone surrogate (kept as U+FFFD).
    const oddText = fc.string({ unit: fc.constantFrom('"', '\\', '\u0000', '\b', '\t', '\n', '\f', '\r', '\u001f', '\u007f', 'é', 'स्कूल', '😀', '\ud800', '\u2028', 'a', ' ') });
    fc.assert(
      fc.property(fc.array(fc.tuple(oddText, oddText, fc.constantFrom('run', 'nbl', 'tech"light')), { minLength: 1, maxLength: 8 }), (schools) => {
        const index = new SchoolSearchIndex();
        schools.forEach(([address, extra, templateName], i) =>
          index.put(String(i).padStart(24, '0'), { published: true, name: `Maple ${extra}`, address, templateName, slug: `maple-${i}` }),
        );
        expect(index.listingJson('maple', 200)?.toString()).toBe(listedAsObjects(index, 'maple', 200));
      }),
    );
  });

  it('writes answers of any length, one after another, each whole', () => {
    const index = new SchoolSearchIndex();
    // 200 schools of about 1 KB each: more than the room an answer is first written in.
    for (let i = 0; i < 200; i++) index.put(String(i).padStart(24, '0'), { published: true, name: `Maple ${'"'.repeat(i % 3)}School`, address: `${i} ${'Long Road, '.repeat(90)}`, templateName: 'run', slug: `maple-${i}` });
    const long = index.listingJson('maple', 200)!;
    expect(long.length).toBeGreaterThan(1 << 16);
    expect(index.listingJson('maple', 2)!.toString()).toBe(listedAsObjects(index, 'maple', 2));
    expect(long.toString()).toBe(listedAsObjects(index, 'maple', 200));
    // Written between an answer's own bytes, as one buffer.
    const around = { before: Buffer.from('{"success":true,"info":'), after: Buffer.from('}') };
    expect(index.listingJson('maple', 200, around)!.toString()).toBe(`{"success":true,"info":${listedAsObjects(index, 'maple', 200)}}`);
  });

  it('writes an empty array when nothing is found, and nothing when a school found has no slug yet', () => {
    const index = new SchoolSearchIndex();
    index.put('a'.repeat(24), { published: true, name: 'Oak School', address: 'Kochi', templateName: 'run', slug: 'oak' });
    expect(index.listingJson('birch', 200)?.toString()).toBe('[]');
    expect(JSON.parse(index.listingJson('oak', 200)!.toString())).toEqual([
      { _id: 'a'.repeat(24), templateName: 'run', organizationName: 'Oak School', contactDetails: { address: 'Kochi' }, slug: 'oak', siteUrl: '/s/oak' },
    ]);
    index.put('b'.repeat(24), { published: true, name: 'Oak Hill School', address: '', templateName: 'run' });
    expect(index.listingJson('oak', 200)).toBeUndefined();
  });
});
