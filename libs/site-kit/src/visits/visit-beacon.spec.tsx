import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SEARCH_WORDS_STORAGE_KEY } from '@schoolpage/content-contract';
import { pageBelow, VisitBeacon } from './visit-beacon';

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('VisitBeacon', () => {
  it('names the page below the site’s address', () => {
    expect(pageBelow('/s/hill', '/s/hill')).toBe('');
    expect(pageBelow('/s/hill/', '/s/hill/about/')).toBe('about');
    expect(pageBelow('/web/run', '/web/run/resource')).toBe('resource');
  });

  it('reports the page with sendBeacon, with the search words once; the image is there for pages without script', async () => {
    const sent: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: Blob) => sent.push(body) > 0 });
    sessionStorage.setItem(SEARCH_WORDS_STORAGE_KEY, 'hill school');
    const { container } = render(
      <MemoryRouter initialEntries={['/s/hill/notice']}>
        <VisitBeacon organizationId="school-1" basePath="/s/hill" />
      </MemoryRouter>,
    );
    expect(sent).toHaveLength(1);
    expect(JSON.parse(await textOf(sent[0]))).toEqual({ organizationId: 'school-1', page: 'notice', searchWords: 'hill school' });
    expect(sessionStorage.getItem(SEARCH_WORDS_STORAGE_KEY)).toBeNull();
    expect(container.querySelector('noscript')).toBeTruthy();
  });
});
