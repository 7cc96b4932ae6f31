import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SAMPLE_NEWS, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { SiteLanguage } from '../words/site-words';
import { PageName } from './page-name';
import { PageNameListener } from './page-name-listener';
import type { SitePage } from './site-page';

const content = { ...SAMPLE_SITE_CONTENT, organizationName: 'Sunrise School', news: SAMPLE_NEWS };
const pages: SitePage[] = [
  { label: 'Home', page: '', word: 'menuHome' },
  { label: 'About', page: 'about', word: 'menuAbout' },
];

/** The name `PageName` tells and the document's title it sets, at `path` of a site at /s/sunrise in `language`. */
async function nameAt(path: string, language = 'en'): Promise<{ told: string[]; title: string }> {
  const told: string[] = [];
  const basePath = language === 'en' ? '/s/sunrise' : `/s/sunrise/${language}`;
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SiteLanguage language={language}>
          <PageNameListener.Provider value={(name) => told.push(name)}>
            <MemoryRouter initialEntries={[`${basePath}${path}`]}>
              <PageName content={content} basePath={basePath} pages={pages} />
            </MemoryRouter>
          </PageNameListener.Provider>
        </SiteLanguage>
      </Suspense>,
    );
  });
  return { told: [...new Set(told)], title: document.title };
}

beforeAll(() => loadSiteCatalogue('hi'));

describe('PageName', () => {
  it('names an English page by its menu label, as the server always has', async () => {
    expect(await nameAt('/about')).toEqual({ told: ['About'], title: 'About — Sunrise School' });
    expect(await nameAt('')).toEqual({ told: ['Home'], title: 'Sunrise School' });
  });

  it("names a page in another language by the menu's word in that language", async () => {
    expect(await nameAt('/about', 'hi')).toEqual({ told: ['हमारे बारे में'], title: 'हमारे बारे में — Sunrise School' });
  });

  it("names an item's page by the item's title, and a page outside the menu by nothing", async () => {
    expect(await nameAt('/news/sports-day', 'hi')).toEqual({ told: ['Sports day'], title: 'Sports day — Sunrise School' });
    expect((await nameAt('/enquiry', 'hi')).title).toBe('Sunrise School');
  });
});
