import { pageBelow, PAGE_VIEW_REPORTED_ATTRIBUTE, takeReportedPageView } from './page-view-report';

describe('page views', () => {
  it('names the page below the site’s address', () => {
    expect(pageBelow('/s/hill', '/s/hill')).toBe('');
    expect(pageBelow('/s/hill/', '/s/hill/about/')).toBe('about');
    expect(pageBelow('/web/run', '/web/run/resource')).toBe('resource');
  });

  it('tells once that the entry reported the home page, and never of a page it did not report', () => {
    expect(takeReportedPageView(document, '')).toBe(false);
    document.documentElement.setAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE, '');
    expect(takeReportedPageView(document, '')).toBe(true);
    expect(takeReportedPageView(document, '')).toBe(false);
    document.documentElement.setAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE, '');
    expect(takeReportedPageView(document, 'about')).toBe(false);
  });
});
