import { SAMPLE_OWN_PAGES, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemPage } from './page-item';
import { siteHead } from './site-head';

const story = {
  id: 's1',
  title: 'Sports day',
  slug: 'sports-day',
  summary: 'Races and prizes for every class.',
  body: { type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'It rained.' }] }] },
  coverImage: { url: '/api/files/cover.webp', altText: 'Children running' },
  pinned: false,
  publishAt: '2026-12-01T01:30:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
};
const content = { ...SAMPLE_SITE_CONTENT, pages: SAMPLE_OWN_PAGES, news: [story] };

describe('a page that shows one item', () => {
  it('gives a story its title, summary, cover and NewsArticle data, written into the head', () => {
    const url = 'https://schools.example/s/green-valley/news/sports-day';
    const item = itemPage(content, 'news/sports-day', url);
    expect(item).toMatchObject({ pageName: 'Sports day', description: story.summary, imageUrl: story.coverImage.url, ogType: 'article' });
    expect(item?.jsonLd?.[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Sports day',
      datePublished: story.publishAt,
      dateModified: story.updatedAt,
      image: ['https://schools.example/api/files/cover.webp'],
      mainEntityOfPage: url,
    });
    const head = siteHead({ content, origin: 'https://schools.example', slug: 'green-valley', page: 'news/sports-day', pageName: item?.pageName ?? '', item });
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain(`<meta name="description" content="${story.summary}">`);
    expect(head).toContain('"@type":"NewsArticle"');
  });

  it("gives an own page its title and its text's first words as its description", () => {
    expect(itemPage(content, 'p/fee-structure')).toMatchObject({ pageName: 'Fee structure', description: 'Term fees Tuition: ₹40,000' });
    expect(itemPage(content, 'about')).toBeUndefined();
  });
});
