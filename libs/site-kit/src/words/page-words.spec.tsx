import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { catalogueChunks, type CatalogueChunks } from './catalogue-chunks';
import { usePageWords } from './page-words';
import { loadSiteCatalogue } from './site-catalogues';
import { SiteLanguage } from './site-words';

const ENGLISH = { greeting: 'Welcome to {school}' };

/** A page's words with hooks of its own after them, as the enquiry form and the disclosure page have. */
function Greeting({ chunks }: { chunks: CatalogueChunks<'greeting'> }) {
  const t = usePageWords(ENGLISH, chunks);
  const [school] = useState('Sunrise Public School');
  return <h1>{t('greeting', { school })}</h1>;
}

describe("a page's own words", () => {
  beforeAll(() => loadSiteCatalogue('hi'));

  it("takes over the server's page when its catalogue arrives at once (its chunk already on the page), without an error", async () => {
    const hindi = () => Promise.resolve({ default: { greeting: '{school} में आपका स्वागत है' } });
    const page = (chunks: CatalogueChunks<'greeting'>) => (
      <Suspense fallback={null}>
        <SiteLanguage language="hi">
          <Greeting chunks={chunks} />
        </SiteLanguage>
      </Suspense>
    );
    const onServer = catalogueChunks<'greeting'>({ hi: hindi });
    await onServer.load('hi');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(onServer));
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(catalogueChunks<'greeting'>({ hi: hindi })), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Sunrise Public School में आपका स्वागत है');
    act(() => root.unmount());
    container.remove();
  });

  it('draws a catalogue loaded before the page at once', async () => {
    const chunks = catalogueChunks<'greeting'>({ hi: () => Promise.resolve({ default: { greeting: '{school} में आपका स्वागत है' } }) });
    await chunks.load('hi');
    await act(async () => {
      render(
        <SiteLanguage language="hi">
          <Greeting chunks={chunks} />
        </SiteLanguage>,
      );
    });
    expect(screen.getByRole('heading').textContent).toBe('Sunrise Public School में आपका स्वागत है');
  });
});
