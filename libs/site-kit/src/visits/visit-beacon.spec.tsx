import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_VIEW_REPORTED_ATTRIBUTE, SEARCH_WORDS_STORAGE_KEY } from '@schoolpage/content-contract';
import { VisitBeacon } from './visit-beacon';

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('VisitBeacon', () => {
  let sent: Blob[];
  beforeEach(() => {
    sent = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: Blob) => sent.push(body) > 0 });
  });

  const visit = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <VisitBeacon organizationId="school-1" basePath="/s/hill" />
      </MemoryRouter>,
    );

  it('reports the page with sendBeacon, with the search words once; the image is there for pages without script', async () => {
    sessionStorage.setItem(SEARCH_WORDS_STORAGE_KEY, 'hill school');
    const { container } = visit('/s/hill/notice');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(await textOf(sent[0]))).toEqual({ organizationId: 'school-1', page: 'notice', searchWords: 'hill school' });
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
