import type { SiteContent } from './site-content';
import { emptySiteContent } from './empty-site-content';

const EMPTY_SITE_CONTENT = emptySiteContent('Hill School');
import { EMPTY_SECTIONS, emptySections } from './empty-sections';
import { hiddenEmptySectionsSchema } from './empty-sections.schema';

describe('empty sections', () => {
  it('names every section of a new site, and none once each is filled', () => {
    expect(emptySections(EMPTY_SITE_CONTENT)).toEqual([...EMPTY_SECTIONS]);
    const content: SiteContent = {
      ...EMPTY_SITE_CONTENT,
      vision: ['Every child reads'],
      faq: [{ question: 'Bus?', answer: 'Yes' }],
      contactDetails: { ...EMPTY_SITE_CONTENT.contactDetails, phone: ['', '98765 43210'] },
      courses: [{ category: 'Science', course: [] }],
    };
    const filled = emptySections(content);
    expect(filled).not.toContain('vision');
    expect(filled).not.toContain('faq');
    expect(filled).not.toContain('contactDetails');
    // A category without courses still shows 'We are updating courses soon...'.
    expect(filled).toContain('courses');
    expect(filled).toContain('mission');
  });

  it('takes only the known sections', () => {
    expect(hiddenEmptySectionsSchema.safeParse({ hidden: ['faq', 'gallery'] }).success).toBe(true);
    expect(hiddenEmptySectionsSchema.safeParse({ hidden: ['faq', 'secrets'] }).success).toBe(false);
    expect(hiddenEmptySectionsSchema.safeParse({ hidden: 'faq' }).success).toBe(false);
  });
});
