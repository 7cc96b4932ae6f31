import type { SiteContent } from '@schoolpage/content-contract';
import { contentWithReadsRecorded, pageContent } from './page-content';

const content = {
  organizationName: 'Greenfield',
  welcomeMessage: { welcomeMsg: 'Welcome' },
  gallery: [{ url: '/a.webp' }],
  history: [{ title: 'Founded', content: '1998' }],
  faq: [],
} as unknown as SiteContent;

describe('the content a page hands to its script (#45)', () => {
  it('records the fields a template reads while it draws a page', () => {
    const { content: seen, read } = contentWithReadsRecorded(content);
    expect(seen.history[0].title).toBe('Founded');
    expect([...read]).toEqual(['history']);
  });

  it('keeps what the page read and every field that is not a list, and empties the lists it did not read', () => {
    expect(pageContent(content, new Set(['history']))).toEqual({
      organizationName: 'Greenfield',
      welcomeMessage: { welcomeMsg: 'Welcome' },
      gallery: [],
      history: [{ title: 'Founded', content: '1998' }],
      faq: [],
    });
  });
});
