import type { OwnPage } from '../own-pages/own-page';

/** Two pages of a school's own for tests: one in the menu, one only linked. */
export const SAMPLE_OWN_PAGES: OwnPage[] = [
  {
    id: 'a1a1a1a1a1a1a1a1',
    title: 'Fee structure',
    slug: 'fee-structure',
    showInMenu: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
    body: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Term fees' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tuition: ₹40,000' }] }] }] },
      ],
    },
  },
  { id: 'b2b2b2b2b2b2b2b2', title: 'Uniform', slug: 'uniform', showInMenu: false, updatedAt: '2026-11-01T00:00:00.000Z', body: { type: 'doc', content: [] } },
];
