import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { mountPathBelowParent } from './mount-path';
import { sitePath } from './site-path';
import { SiteRoutes } from './site-routes';

describe('mountPathBelowParent', () => {
  it('finds the base path below the parent route', () => {
    expect(mountPathBelowParent('/web/nbl', '/web/nbl/about', 'nbl/about')).toBe('nbl');
    expect(mountPathBelowParent('/web/nbl', '/web/nbl/about', 'about')).toBe('');
    expect(mountPathBelowParent('/web/nbl', '/web/nbl/', 'nbl/')).toBe('nbl');
    expect(mountPathBelowParent('/web/nbl', '/web/nbl', '/web/nbl')).toBe('web/nbl');
  });
});

describe('sitePath', () => {
  it('joins the base path and a page', () => {
    expect(sitePath('/web/run')).toBe('/web/run');
    expect(sitePath('/web/run/', '/notice')).toBe('/web/run/notice');
    expect(sitePath('', '')).toBe('/');
  });
});

function Pages() {
  return (
    <SiteRoutes
      basePath="/web/nbl"
      layout={
        <div>
          layout <Outlet />
        </div>
      }
      notFound={<p>missing page</p>}
    >
      <Route index element={<p>home page</p>} />
      <Route path="about" element={<p>about page</p>} />
    </SiteRoutes>
  );
}

const mounts = {
  'under /web/*': (
    <Routes>
      <Route path="/web/*" element={<Pages />} />
    </Routes>
  ),
  'under /web/nbl/*': (
    <Routes>
      <Route path="/web/nbl/*" element={<Pages />} />
    </Routes>
  ),
  'without a parent route': <Pages />,
};

describe.each(Object.entries(mounts))('SiteRoutes %s', (_name, tree) => {
  it.each([
    ['/web/nbl', 'home page'],
    ['/web/nbl/', 'home page'],
    ['/web/nbl/about', 'about page'],
    ['/web/nbl/nothing-here', 'missing page'],
  ])('shows %s as "%s" inside the layout', (path, text) => {
    render(<MemoryRouter initialEntries={[path]}>{tree}</MemoryRouter>);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('layout')).toBeTruthy();
  });
});
