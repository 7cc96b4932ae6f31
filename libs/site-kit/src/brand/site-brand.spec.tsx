import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { emptySiteContent, HEADING_FONTS, type SiteContent } from '@schoolpage/content-contract';
import { SiteFrame } from '../layout/site-frame';
import { brandPalette } from './brand-palette';

const branded: SiteContent = { ...emptySiteContent('Hill School'), brand: { color: '#ffd400', headingFont: 'playfair-display' } };

function Site({ content }: { content: SiteContent }) {
  return (
    <MemoryRouter initialEntries={['/web/run']}>
      <Routes>
        <Route path="/web/run" element={<SiteFrame content={content} basePath="/web/run" pages={[]} themeClassName="theme" />}>
          <Route index element={<p>Home</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

describe("the school's brand on its site", () => {
  it('is set on the root of the server-rendered page and kept when the browser hydrates it', async () => {
    const html = renderToString(<Site content={branded} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = container.firstElementChild as HTMLElement;
    const palette = brandPalette('#ffd400', 'playfair-display');
    for (const [name, value] of Object.entries(palette)) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(root.style.getPropertyValue('--sp-heading-font')).toBe(HEADING_FONTS.find((font) => font.id === 'playfair-display')?.stack);

    const problems: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Site content={branded} />, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--sp-on-brand')).toBe('#000000');
  });

  it("leaves the template's own look when the school has chosen none", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Site content={{ ...branded, brand: undefined }} />);
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });
});
