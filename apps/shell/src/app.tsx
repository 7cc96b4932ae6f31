import { Route, Routes } from 'react-router-dom';
import { INVITATION_PAGE, LANDING_ROUTES, SEARCH_LIST_ROUTE } from '@schoolpage/content-contract';
import { RemoteView } from './federation/remote-view';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { PlatformUnavailablePage } from './pages/platform-unavailable-page';
import { usePlatformRegistry } from './platform/use-platform-registry';
import { useStorageRules } from './platform/use-storage-rules';
import { SiteEntry } from './web/site-entry';
import { loadTemplateSectionPreview } from './federation/template-section-preview';

/** What the dashboard gets from the shell: its section previews load the school's template through the shell's runtime. */
const DASHBOARD_PROPS = { loadTemplateSectionPreview };

export function App() {
  const registry = usePlatformRegistry();
  useStorageRules();

  if (registry.state === 'loading') return null;
  if (registry.state === 'failed') return <PlatformUnavailablePage onRetry={registry.reload} />;

  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {LANDING_ROUTES.map((path) => (
          <Route key={path} path={path} element={<LandingPage />} />
        ))}
        <Route path={`${INVITATION_PAGE}/:token`} element={<LandingPage />} />
        <Route path={SEARCH_LIST_ROUTE} element={<RemoteView remote="search" module="./SearchList" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="/dashboard/*" element={<RemoteView remote="dashboard" module="./App" props={DASHBOARD_PROPS} />} />
      <Route path="/web/*" element={<SiteEntry />} />
    </Routes>
  );
}

/** The landing remote gets the search remote's box from the shell, so remotes never load each other. */
function LandingPage() {
  return (
    <RemoteView
      remote="landing"
      module="./App"
      props={{ searchBox: <RemoteView remote="search" module="./SearchBox" /> }}
    />
  );
}
