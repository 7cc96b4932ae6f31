import { currentPageName, FORMER_PAGE_NAMES, SITE_PAGE_NAMES, SITE_PAGES } from './site-pages';

describe('site pages', () => {
  it('leads every template name of a page to its one address', () => {
    expect(currentPageName('course')).toBe(SITE_PAGES.admissions);
    expect(currentPageName('resource')).toBe('admissions');
    expect(currentPageName('notice')).toBe('notices');
    expect(currentPageName('home')).toBe('');
  });

  it('leaves the one addresses, item pages and unknown names alone', () => {
    for (const page of SITE_PAGE_NAMES) expect(currentPageName(page)).toBeUndefined();
    expect(currentPageName('notice/abc123')).toBeUndefined();
    expect(currentPageName('constructor')).toBeUndefined();
    expect(currentPageName('nothing-here')).toBeUndefined();
  });

  it('never names a former page as a current one', () => {
    for (const former of Object.keys(FORMER_PAGE_NAMES)) expect(SITE_PAGE_NAMES).not.toContain(former);
  });
});
