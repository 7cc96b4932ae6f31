import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SiteContent, SiteProps } from '@schoolpage/content-contract';
import { loadLazyViews } from '../routing/lazy-view';

// A test file that renders sites has every lazy view's code loaded first, so a page renders at once, as
// it does on the server (which waits for it) and in a browser that has fetched it.
beforeAll(() => loadLazyViews());

/**
 * Renders a template's `Site` at `path` the way the shell does: inside `<Route path="/web/*">`, with
 * the base path `/web/{template}`.
 */
export function renderSite(Site: ComponentType<SiteProps>, template: string, path: string, content: SiteContent) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/web/*" element={<Site content={content} basePath={`/web/${template}`} />} />
      </Routes>
    </MemoryRouter>,
  );
}
