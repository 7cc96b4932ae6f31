import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import type { SiteContent } from '@schoolpage/content-contract';
import { SAMPLE_NEWS, SAMPLE_PDF_NOTICE, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemRoutes } from '../items/item-routes';
import { loadLazyViews } from '../routing/lazy-view';
import { EventsSection } from '../sections/events-section';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { SiteLanguage } from '../words/site-words';

const content: SiteContent = { ...SAMPLE_SITE_CONTENT, news: SAMPLE_NEWS, notice: [SAMPLE_PDF_NOTICE], origin: 'https://schoolpage.example' };

async function renderItem(path: string, { basePath = '/s/st-marys', language = 'en', shown = content } = {}) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SiteLanguage language={language}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{itemRoutes(shown, basePath, <p>Not found</p>)}</Routes>
          </MemoryRouter>
        </SiteLanguage>
      </Suspense>,
    );
  });
}

/** The message a "Share on WhatsApp" link hands WhatsApp. */
const sharedText = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '').searchParams.get('text');

beforeAll(async () => {
  await Promise.all([loadLazyViews(), loadSiteCatalogue('hi')]);
});

describe('Share on WhatsApp', () => {
  it("shares a story's title and its page's absolute address", async () => {
    await renderItem('/news/sports-day');
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent('Sports day https://schoolpage.example/s/st-marys/news/sports-day')}`);
  });

  it("shares a circular's page beside its download link", async () => {
    await renderItem(`/notice/${SAMPLE_PDF_NOTICE.id}`);
    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(sharedText(share)).toBe(`Holiday circular https://schoolpage.example/s/st-marys/notice/${SAMPLE_PDF_NOTICE.id}`);
    expect(share.parentElement).toBe(screen.getByRole('link', { name: 'Download Holiday circular (PDF)' }).parentElement);
  });

  it("names the page at the school's own domain, and in the page's language", async () => {
    await renderItem('/news/sports-day', { basePath: '/hi', language: 'hi', shown: { ...content, origin: 'https://stmarys.example.in' } });
    const share = await screen.findByRole('link', { name: 'WhatsApp पर शेयर करें' });
    expect(sharedText(share)).toBe('Sports day https://stmarys.example.in/hi/news/sports-day');
  });

  it('is left out where the page has no address of its own (a sample, a preview)', async () => {
    await renderItem('/news/sports-day', { shown: { ...content, origin: undefined } });
    await screen.findByRole('heading', { level: 1, name: 'Sports day' });
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
  });

  it('shares each event with its own anchor on the page that lists it', async () => {
    const events = [{ id: 'e1', title: 'Annual day', date: '2999-01-15' }];
    render(
      <MemoryRouter>
        <EventsSection events={events} pageAddress="https://schoolpage.example/s/st-marys/notices" />
      </MemoryRouter>,
    );
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(sharedText(share)).toMatch(/^Annual day \(.*2999.*\) https:\/\/schoolpage\.example\/s\/st-marys\/notices#event-e1$/);
    expect(share.closest('li')?.id).toBe('event-e1');
  });
});
