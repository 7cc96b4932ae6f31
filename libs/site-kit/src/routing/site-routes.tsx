import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { mountPathBelowParent } from './mount-path';

interface SiteRoutesProps {
  /** Where the shell mounts the site, e.g. `/web/nbl`. */
  basePath: string;
  /** The page frame (header, footer); renders the matched page through `<Outlet />`. */
  layout: ReactElement;
  /** `<Route index />` and `<Route path="about" />` elements, relative to the base path. */
  children: ReactNode;
  /** Shown inside the layout for an address below the base path that has no page. */
  notFound: ReactElement;
}

/**
 * A template's pages, relative to its base path, wherever the shell's route that renders the site
 * sits: `<Route path="/web/*">`, `<Route path="/web/nbl/*">` or no route at all.
 */
export function SiteRoutes(props: SiteRoutesProps) {
  return (
    <Routes>
      <Route path="*" element={<MountedRoutes {...props} />} />
    </Routes>
  );
}

function MountedRoutes({ basePath, layout, children, notFound }: SiteRoutesProps) {
  const belowParent = useParams()['*'] ?? '';
  const { pathname } = useLocation();
  const mount = mountPathBelowParent(basePath, pathname, belowParent);
  return (
    <Routes>
      <Route path={mount || undefined} element={layout}>
        {children}
        <Route path="*" element={notFound} />
      </Route>
      {mount ? <Route path="*" element={notFound} /> : null}
    </Routes>
  );
}
