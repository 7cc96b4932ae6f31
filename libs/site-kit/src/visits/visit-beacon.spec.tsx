import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_VIEW_REPORTED_ATTRIBUTE, SEARCH_WORDS_STORAGE_KEY } from '@schoolpage/content-contract';
import { VisitBeacon } from './visit-beacon';

describe('VisitBeacon', () => {
  let sent: string[];
  beforeEach(() => {
    sent = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => sent.push(body) > 0 });
  });

  const visit = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <VisitBeacon organizationId="school-1" basePath="/s/hill" />
      </MemoryRouter>,
    );

  it('reports the page with sendBeacon, with the search words once; the image is there for pages without script', () => {
    sessionStorage.setItem(SEARCH_WORDS_STORAGE_KEY, 'hill school');
    const { container } = visit('/s/hill/notice');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0])).toEqual({ organizationId: 'school-1', page: 'notice', searchWords: 'hill school' });
    expect(sessionStorage.getItem(SEARCH_WORDS_STORAGE_KEY)).toBeNull();
    expect(container.querySelector('noscript')).toBeTruthy();
  });

  it('leaves out the server’s page that the page’s entry already reported, once', () => {
    document.documentElement.setAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE, 'notice');
    visit('/s/hill/notice').unmount();
    expect(sent).toHaveLength(0);
    expect(document.documentElement.hasAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE)).toBe(false);
    visit('/s/hill/notice');
    expect(sent).toHaveLength(1);
  });

  it('reports another page than the one the entry reported', () => {
    document.documentElement.setAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE, '');
    visit('/s/hill/about');
    expect(sent).toHaveLength(1);
  });
});
