import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import type { SiteContent, UntranslatedFields } from '@schoolpage/content-contract';
import { SAMPLE_NEWS, SAMPLE_OWN_PAGES, SAMPLE_PDF_NOTICE, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { loadLazyViews } from '../routing/lazy-view';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { SiteLanguage } from '../words/site-words';
import { itemRoutes } from './item-routes';

const content: SiteContent = { ...SAMPLE_SITE_CONTENT, pages: SAMPLE_OWN_PAGES, news: SAMPLE_NEWS, notice: [SAMPLE_PDF_NOTICE] };

/** The item page at `path` of a Hindi page whose `fields` show in English (the site's default language). */
async function renderInHindi(path: string, fields: string[]) {
  const untranslated: UntranslatedFields = { lang: 'en', fields };
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SiteLanguage language="hi" untranslated={untranslated}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{itemRoutes(content, '', <p>Not found</p>)}</Routes>
          </MemoryRouter>
        </SiteLanguage>
      </Suspense>,
    );
  });
}

beforeAll(async () => {
  await Promise.all([loadLazyViews(), loadSiteCatalogue('hi')]);
});

describe("a school's items on a page in another language", () => {
  it("marks an own page's untranslated title and text with their own language", async () => {
    await renderInHindi('/p/fee-structure', ['pages/#a1a1a1a1a1a1a1a1/title', 'pages/#a1a1a1a1a1a1a1a1/body']);
    const title = await screen.findByRole('heading', { level: 1, name: 'Fee structure' });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Term fees' }).closest('[lang]')?.getAttribute('lang')).toBe('en');
  });

  it("marks a story's untranslated texts on its page, and only those", async () => {
    await renderInHindi('/news/sports-day', ['news/#n2/title', 'news/#n2/summary']);
    expect((await screen.findByRole('heading', { level: 1, name: 'Sports day' })).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Sports day: what happened.').getAttribute('lang')).toBe('en');
    // Its text is translated: it reads in the page's language.
    expect(screen.getByText('All about Sports day.').closest('[lang]')).toBeNull();
  });

  it('marks the untranslated titles of the news list, and only those', async () => {
    await renderInHindi('/news', ['news/#n3/title']);
    expect((await screen.findByRole('link', { name: 'Science fair' })).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Sports day' }).hasAttribute('lang')).toBe(false);
  });

  it("marks a notice's untranslated title, in its heading and inside the download link's Hindi words", async () => {
    await renderInHindi(`/notice/${SAMPLE_PDF_NOTICE.id}`, [`notice/#${SAMPLE_PDF_NOTICE.id}/title`]);
    expect((await screen.findByRole('heading', { level: 1, name: 'Holiday circular' })).getAttribute('lang')).toBe('en');
    const download = screen.getByRole('link', { name: 'Holiday circular डाउनलोड करें (PDF)' });
    expect(download.querySelector('[lang="en"]')?.textContent).toBe('Holiday circular');
  });
});
