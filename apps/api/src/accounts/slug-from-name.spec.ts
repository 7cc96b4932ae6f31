import { RESERVED_SLUGS, SLUG_RULES } from '@schoolpage/content-contract';
import fc from 'fast-check';
import { slugFromName, slugWithNumber } from './slug-from-name';

describe('slug from a school name', () => {
  it.each([
    ["St. Mary's High School", 'st-marys-high-school'],
    ['École Mondiale', 'ecole-mondiale'],
    ['  Green   Valley -- School!! ', 'green-valley-school'],
    ['Sankt Georg Gymnasium Köln', 'sankt-georg-gymnasium-koln'],
    ['北京大学', 'bei-jing-da-xue'],
    ['School No. 5', 'school-no-5'],
    // Indian scripts as their readers write them in Latin letters (#29).
    ['सनराइज़ पब्लिक स्कूल', 'sanraiz-pablik-skul'],
    ['রামকৃষ্ণ মিশন বিদ্যালয়', 'ramkrishna-mishan-bidyalay'],
    ['శ్రీ చైతన్య స్కూల్', 'shri-chaitanya-skul'],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('pads a slug shorter than 3 characters and names a nameless one', () => {
    expect(slugFromName('A')).toBe('a-school');
    expect(slugFromName('IT')).toBe('it-school');
    expect(slugFromName('!!!')).toBe('school');
  });

  it('cuts a long name to 60 characters without a hyphen at the end', () => {
    const slug = slugFromName('The International Academy of Science Technology Engineering and Mathematics');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('the-international-academy-of-science-technology-engineering');
  });

  it('adds a number within 60 characters', () => {
    expect(slugWithNumber('st-marys-high-school', 2)).toBe('st-marys-high-school-2');
    const long = 'a'.repeat(59);
    expect(slugWithNumber(long, 12)).toBe(`${'a'.repeat(57)}-12`);
    expect(slugWithNumber(`${'a'.repeat(56)}-bbb`, 12)).toBe(`${'a'.repeat(56)}-12`);
  });

  it('always follows the slug rules, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const slug = slugFromName(name);
        expect(slug.length).toBeGreaterThanOrEqual(SLUG_RULES.minLength);
        expect(slug.length).toBeLessThanOrEqual(SLUG_RULES.maxLength);
        expect(slug).toMatch(SLUG_RULES.pattern);
        expect(slugWithNumber(slug, 123456)).toMatch(SLUG_RULES.pattern);
        expect(slugWithNumber(slug, 123456).length).toBeLessThanOrEqual(SLUG_RULES.maxLength);
      }),
      { numRuns: 500 },
    );
  });

  it('may give a reserved word, which the address service then numbers', () => {
    expect(RESERVED_SLUGS.has(slugFromName('About'))).toBe(true);
  });
});
