import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Test support (not exported by the library): renders a page at `path` in a memory router. Every other
 * path renders a probe (`data-testid="location"`) holding the path and navigation state it was sent to.
 */
export function renderAtRoute(ui: ReactElement, path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)} data-search={location.search}>
      {location.pathname}
    </output>
  );
}

/** The state a page navigated with, read from the probe. */
export function probedState(probe: HTMLElement): unknown {
  return JSON.parse(probe.getAttribute('data-state') ?? 'null');
}

/** The query a page navigated with (`?q=…`), read from the probe. */
export function probedSearch(probe: HTMLElement): string {
  return probe.getAttribute('data-search') ?? '';
}
