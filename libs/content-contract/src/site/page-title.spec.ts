import { SAMPLE_NEWS, SAMPLE_OWN_PAGES, SAMPLE_PDF_NOTICE } from '../sample';
import { itemPageName, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('is the school name alone on the home page', () => {
    expect(pageTitle('Greenfield School', '', 'Home')).toBe('Greenfield School');
  });

  it('is "<page name> — <school name>" below it', () => {
    expect(pageTitle('Greenfield School', 'about', 'About')).toBe('About — Greenfield School');
  });

  it('collapses whitespace in both names', () => {
    expect(pageTitle('  Greenfield \n School ', 'notice', ' Notice\tboard ')).toBe('Notice board — Greenfield School');
  });

  it('never comes out empty while the school has no name', () => {
    expect(pageTitle('', 'about', 'About')).toBe('About');
    expect(pageTitle(' ', '', '')).toBe('Home');
  });
});

describe('itemPageName', () => {
  const content = { news: SAMPLE_NEWS, pages: SAMPLE_OWN_PAGES, notice: [SAMPLE_PDF_NOTICE] };

  it("is the title of the story, own page or notice a page shows", () => {
    expect(itemPageName(content, 'news/sports-day')).toBe('Sports day');
    expect(itemPageName(content, 'p/fee-structure')).toBe('Fee structure');
    expect(itemPageName(content, `notice/${SAMPLE_PDF_NOTICE.id}`)).toBe('Holiday circular');
  });

  it('is nothing for the pages of the template', () => {
    expect(itemPageName(content, 'about')).toBeUndefined();
    expect(itemPageName(content, 'news')).toBeUndefined();
  });
});
