import fc from 'fast-check';
import {
  indexedWords,
  matchTier,
  MatchTier,
  placeOf,
  prefixTerms,
  searchDocument,
  searchKey,
  searchQuery,
  searchWords,
  typoCorrections,
  withinOneTypo,
} from './search-terms';

describe('search terms', () => {
  it('ignores case, accents and punctuation, closing up apostrophes', () => {
    expect(searchWords("St. Mary's High-School")).toEqual(['st', 'marys', 'high', 'school']);
    expect(searchWords('École Mondiale')).toEqual(['ecole', 'mondiale']);
    expect(searchKey('  ST   MARYS ')).toBe('st marys');
    expect(searchWords('...')).toEqual([]);
  });

  it('reads plain ASCII text as the full Unicode reading does', () => {
    // A letter beyond ASCII sends the text through the Unicode reading; it adds its own word at the end.
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (text) => {
        expect(searchWords(`${text} é`)).toEqual([...searchWords(text), 'e']);
      }),
      { numRuns: 500 },
    );
    expect(searchWords("ST. MARY'S `Sr` Sec-School, No.4")).toEqual(['st', 'marys', 'sr', 'sec', 'school', 'no', '4']);
  });

  it('indexes every form of an abbreviation, both ways', () => {
    expect(indexedWords('St. Xavier')).toEqual(expect.arrayContaining(['st', 'saint', 'xavier']));
    expect(indexedWords('Saint Xavier')).toEqual(expect.arrayContaining(['st', 'saint']));
    expect(indexedWords('Govt. Sr. Sec. School No. 2')).toEqual(
      expect.arrayContaining(['government', 'govt', 'senior', 'sr', 'secondary', 'sec', 'number', 'no', '2']),
    );
    expect(indexedWords('Delhi HS')).toEqual(expect.arrayContaining(['hs', 'high', 'school']));
    expect(indexedWords('Delhi High School')).toContain('hs');
    expect(indexedWords('High Street School')).not.toContain('hs');
  });

  it('indexes a word of an Indian script in its script and in Latin letters (#29)', () => {
    expect(indexedWords('सनराइज़ पब्लिक स्कूल')).toEqual(expect.arrayContaining(['sanraiz', 'pablik', 'skul']));
    expect(indexedWords('सनराइज़ पब्लिक स्कूल')).toEqual(expect.arrayContaining(searchWords('सनराइज़ पब्लिक स्कूल')));
    expect(indexedWords('Sunrise Public School')).toEqual(['sunrise', 'public', 'school']);
  });

  it('indexes the beginnings of words up to twelve letters', () => {
    expect(prefixTerms(['ab', 'abc'])).toEqual(['a', 'ab', 'abc']);
    expect(prefixTerms(['internationally'])).toContain('internationa');
    expect(prefixTerms(['internationally'])).not.toContain('internationally');
  });

  it('reads a query into its distinct words and its normalised line', () => {
    expect(searchQuery(" St. Mary's ")).toEqual({ key: 'st marys', words: ['st', 'marys'] });
    expect(searchQuery('a a b')?.words).toEqual(['a', 'b']);
    expect(searchQuery(' - ')).toBeUndefined();
  });

  it('forgives one typo: a letter more, less, changed or two swapped', () => {
    expect(withinOneTypo('vidyalya', 'vidyalaya')).toBe(true);
    expect(withinOneTypo('greenwod', 'greenwood')).toBe(true);
    expect(withinOneTypo('greenwoood', 'greenwood')).toBe(true);
    expect(withinOneTypo('greanwood', 'greenwood')).toBe(true);
    expect(withinOneTypo('gerenwood', 'greenwood')).toBe(true);
    expect(withinOneTypo('granwod', 'greenwood')).toBe(false);
    expect(withinOneTypo('greenwood', 'greenwoods2')).toBe(false);
  });

  it('corrects only words of five letters or more, to other vocabulary words', () => {
    expect(typoCorrections('greenwod', ['green', 'greenwood', 'greenwod'])).toEqual(['greenwood']);
    expect(typoCorrections('marrys', ['mary', 'marys', 'marry'])).toEqual(['marys', 'marry']);
    expect(typoCorrections('mary', ['marys'])).toEqual([]);
  });

  it('ranks exact name, name start, every word in the name, with the address', () => {
    const doc = searchDocument("St. Mary's High School", '5 Church Street, Bengaluru, Karnataka');
    const tier = (text: string) => matchTier(searchQuery(text)!, doc);
    expect(tier("st mary's high school")).toBe(MatchTier.ExactName);
    expect(tier('st mar')).toBe(MatchTier.NameStart);
    expect(tier('saint marys')).toBe(MatchTier.NameWords);
    expect(tier('high marys')).toBe(MatchTier.NameWords);
    expect(tier('hs')).toBe(MatchTier.NameWords);
    expect(tier('marys bengaluru')).toBe(MatchTier.NameAndPlace);
    expect(tier('marys delhi')).toBeUndefined();
    expect(tier('ary')).toBeUndefined();
  });

  it('keeps address terms apart from the name terms', () => {
    const doc = searchDocument('Bengaluru Public School', 'Bengaluru');
    expect(doc.nameTerms).toContain('beng');
    expect(doc.addressTerms).not.toContain('beng');
    expect(doc.allWords).toBe(' bengaluru public school ');
  });

  it('names the place of an address: its last part that is not a postal code, state or country', () => {
    expect(placeOf('12 MG Road, Indiranagar, Bengaluru, Karnataka 560038')).toBe('Bengaluru');
    expect(placeOf('Sector 5, Dwarka, New Delhi - 110075, India')).toBe('New Delhi');
    expect(placeOf('Main Road\nMysuru')).toBe('Mysuru');
    expect(placeOf('Kathmandu')).toBe('Kathmandu');
    expect(placeOf('')).toBe('');
    expect(placeOf('560038')).toBe('');
    expect(placeOf('12 MG Road, Indiranagar, Bengaluru, Karnataka 560038', 2)).toBe('Indiranagar, Bengaluru');
    expect(placeOf('284, Canal Road, Dwarka, Belagavi, Karnataka 509492', 2)).toBe('Dwarka, Belagavi');
    expect(placeOf('Main Road\nMysuru', 2)).toBe('Main Road, Mysuru');
    expect(placeOf('Kathmandu, Nepal', 2)).toBe('Kathmandu');
  });
});
