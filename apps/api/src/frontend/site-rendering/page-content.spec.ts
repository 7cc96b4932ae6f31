import type { SiteContent } from '@schoolpage/content-contract';
import { contentWithReadsRecorded, pageContent, pageUntranslated } from './page-content';

const content = {
  organizationName: 'Greenfield',
  welcomeMessage: { welcomeMsg: 'Welcome' },
  gallery: [{ url: '/a.webp' }],
  history: [{ title: 'Founded', content: '1998' }],
  faq: [],
  enquiry: { purpose: 'Answering you', classes: ['Class 1'], replies: { sent: 'Thank you' } },
} as unknown as SiteContent;

describe('the content a page hands to its script (#45)', () => {
  it('records the fields a template reads while it draws a page', () => {
    const { content: seen, read } = contentWithReadsRecorded(content);
    expect(seen.history[0].title).toBe('Founded');
    expect(seen.enquiry?.purpose).toBe('Answering you');
    expect([...read]).toEqual(['history', 'enquiry', 'enquiry.purpose']);
  });

  it('keeps what the page read and every field that is not a list, and empties the lists it did not read', () => {
    expect(pageContent(content, new Set(['history']))).toEqual({
      organizationName: 'Greenfield',
      welcomeMessage: { welcomeMsg: 'Welcome' },
      gallery: [],
      history: [{ title: 'Founded', content: '1998' }],
      faq: [],
      enquiry: { purpose: 'Answering you', classes: ['Class 1'], replies: { sent: 'Thank you' } },
    });
  });

  it('leaves out the lists and objects inside a field it read but did not read itself (the enquiry form\'s replies)', () => {
    expect(pageContent(content, new Set(['enquiry', 'enquiry.purpose'])).enquiry).toEqual({ purpose: 'Answering you' });
    expect(pageContent(content, new Set(['enquiry', 'enquiry.replies'])).enquiry).toEqual({ purpose: 'Answering you', replies: { sent: 'Thank you' } });
  });

  it('names only the untranslated fields of what the page shows', () => {
    const untranslated = { lang: 'en', fields: ['organizationName', 'history/#a1/title', 'faq/#b2/question'] };
    expect(pageUntranslated(untranslated, new Set(['organizationName', 'history']))).toEqual({ lang: 'en', fields: ['organizationName', 'history/#a1/title'] });
  });
});
