import type { NewsStory } from '../news/news-story';
import type { Notice } from '../site/site-content';

const story = (id: string, title: string, slug: string, publishAt: string, pinned = false): NewsStory => ({
  id,
  title,
  slug,
  summary: `${title}: what happened.`,
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `All about ${title}.` }] }] },
  pinned,
  publishAt,
  createdAt: publishAt,
  updatedAt: publishAt,
});

/** Four stories for tests, the oldest pinned. */
export const SAMPLE_NEWS: NewsStory[] = [
  story('n1', 'Admissions open', 'admissions-open', '2026-10-01T04:30:00.000Z', true),
  story('n2', 'Sports day', 'sports-day', '2026-11-20T04:30:00.000Z'),
  story('n3', 'Science fair', 'science-fair', '2026-11-10T04:30:00.000Z'),
  story('n4', 'Annual day', 'annual-day', '2026-11-01T04:30:00.000Z'),
];

/** A circular as a PDF with its text and its own date. */
export const SAMPLE_PDF_NOTICE: Notice = {
  id: 'c1c1c1c1c1c1c1c1',
  title: 'Holiday circular',
  uploadDate: '2026-11-25T10:00:00.000Z',
  date: '2026-11-26',
  fileUrl: { url: '/api/files/circular.pdf' },
  body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The school is closed on Monday.' }] }] },
};
